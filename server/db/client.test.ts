import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase, PGLITE_SHARED_BUFFERS } from "./client";
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

describe("console database on PGlite in a directory", () => {
  it("is created (in a child process) and opened with small shared buffers", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "console-db-test-"));
    try {
      const h = await openDatabase({ dataDir: dir });
      try {
        expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
        const shown = await h.db.execute(sql`SHOW shared_buffers`);
        expect(shown.rows[0]).toEqual({ shared_buffers: PGLITE_SHARED_BUFFERS });
        await h.db.insert(users).values({ email: "dir@example.com", name: "D", role: "admin" });
      } finally {
        await h.close();
      }
      // and opened again, existing
      const again = await openDatabase({ dataDir: dir });
      expect(
        await again.db.select().from(users).where(eq(users.email, "dir@example.com")),
      ).toHaveLength(1);
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

if (!process.env.TEST_DATABASE_URL) {
  it("PostgreSQL database tests: skipped because TEST_DATABASE_URL is not set", () => {
    expect(process.env.TEST_DATABASE_URL).toBeUndefined();
  });
}
