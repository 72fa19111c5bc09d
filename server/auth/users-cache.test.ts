import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { users } from "@/server/db/schema";

import { createUser, findSessionUser, setSessionUserLifetimeForTests, updateUser } from "./users";

type Handle = Awaited<ReturnType<typeof openDatabase>>;
const handles: Handle[] = [];
afterAll(async () => {
  setDatabaseForTests(undefined);
  for (const h of handles) await h.close();
});

async function open(url?: string): Promise<Handle> {
  const h = await openDatabase({ url });
  handles.push(h);
  return h;
}

/** A write that bypasses updateUser, so no cache hears of it. */
async function setRoleBehindTheCache(h: Handle, id: number, role: "admin" | "support") {
  await h.db.update(users).set({ role }).where(eq(users.id, id));
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    v = await read();
  }
  return v;
}

describe("session user cache (PGlite)", () => {
  it("serves a user from memory and drops it the moment updateUser changes them", async () => {
    const h = await open();
    setDatabaseForTests(h);
    const u = await createUser({ email: "cache@example.com", name: "C", role: "support" });
    expect((await findSessionUser(u.id))?.role).toBe("support");

    await setRoleBehindTheCache(h, u.id, "admin");
    // still the copy read before: proof that it is cached
    expect((await findSessionUser(u.id))?.role).toBe("support");

    await updateUser(u.id, { active: false });
    const after = await findSessionUser(u.id);
    expect(after?.active).toBe(false);
    expect(after?.role).toBe("admin"); // re-read: it also sees the write made behind the cache
  });

  it("keeps one cache per database, so a swapped database never serves another's rows", async () => {
    const a = await open();
    const b = await open();
    setDatabaseForTests(a);
    const inA = await createUser({ email: "a@example.com", name: "A", role: "admin" });
    expect(await findSessionUser(inA.id)).toBeDefined();
    setDatabaseForTests(b);
    expect(await findSessionUser(inA.id)).toBeUndefined();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)("session user cache across instances (PostgreSQL)", () => {
  afterAll(() => setSessionUserLifetimeForTests(undefined));

  it("another instance's change reaches this one's cache by NOTIFY, not by the copy's lifetime running out", async () => {
    // a minute-long lifetime: a copy dropped within seconds was dropped by NOTIFY
    setSessionUserLifetimeForTests(60_000);
    const mine = await open(pgUrl);
    const theirs = await open(pgUrl);
    setDatabaseForTests(mine);
    const u = await createUser({
      email: `notify-${Date.now()}-${Math.random()}@example.com`,
      name: "N",
      role: "support",
    });
    // the first check sets up LISTEN before it caches anything
    expect((await findSessionUser(u.id))?.role).toBe("support");
    await setRoleBehindTheCache(theirs, u.id, "admin");
    // still the copy read before: proof that it is cached
    expect((await findSessionUser(u.id))?.role).toBe("support");
    await setRoleBehindTheCache(theirs, u.id, "support");
    expect((await findSessionUser(u.id))?.role).toBe("support");

    setDatabaseForTests(theirs);
    const changedAt = Date.now();
    await updateUser(u.id, { role: "admin" });
    setDatabaseForTests(mine);
    const role = await until(
      async () => (await findSessionUser(u.id))?.role,
      (r) => r === "admin",
      10_000,
    );
    expect(role).toBe("admin");
    expect(Date.now() - changedAt).toBeLessThan(10_000);
  });
});

if (!pgUrl) {
  it("PostgreSQL session cache test: skipped because TEST_DATABASE_URL is not set", () => {
    expect(pgUrl).toBeUndefined();
  });
}
