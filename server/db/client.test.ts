import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "./client";
import { users } from "./schema";

const targets = [
  { name: "PGlite", url: undefined as string | undefined },
  { name: "PostgreSQL", url: process.env.TEST_DATABASE_URL },
];

for (const target of targets) {
  describe.skipIf(target.name === "PostgreSQL" && !target.url)(
    `console database on ${target.name}`,
    () => {
      const handles: { close(): Promise<void> }[] = [];
      afterAll(async () => {
        for (const h of handles) await h.close();
      });

      it("applies migrations, and again safely (also concurrently)", async () => {
        const [a, b] = await Promise.all([
          openDatabase({ url: target.url }),
          openDatabase({ url: target.url }),
        ]);
        handles.push(a, b);
        const again = await openDatabase({ url: target.url });
        handles.push(again);
        const email = `migrate-${Date.now()}-${Math.random()}@example.com`;
        await a.db.insert(users).values({ email, name: "T", role: "support" });
        const found = await again.db.select().from(users).where(eq(users.email, email));
        // PGlite in memory is one database per handle; PostgreSQL is shared
        expect(found.length).toBe(target.url ? 1 : 0);
      });

      it("keeps e-mail addresses unique regardless of case", async () => {
        const h = await openDatabase({ url: target.url });
        handles.push(h);
        const email = `Case-${Date.now()}@Example.com`;
        await h.db.insert(users).values({ email, name: "A", role: "admin" });
        await expect(
          h.db.insert(users).values({ email: email.toLowerCase(), name: "B", role: "admin" }),
        ).rejects.toThrow();
      });
    },
  );
}

if (!process.env.TEST_DATABASE_URL) {
  it("PostgreSQL database tests: skipped because TEST_DATABASE_URL is not set", () => {
    expect(process.env.TEST_DATABASE_URL).toBeUndefined();
  });
}
