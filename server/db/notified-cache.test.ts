import { afterAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "./client";
import { notifiedCache } from "./notified-cache";

type Handle = Awaited<ReturnType<typeof openDatabase>>;
// the cache only asks the handle for its kind (and LISTEN/NOTIFY, which PGlite has not)
const handle = { kind: "pglite", db: {}, close: async () => {} } as unknown as Handle;
afterAll(() => setDatabaseForTests(undefined));

describe("notified cache", () => {
  it("never holds more bytes than maxBytes, dropping the least recently used", async () => {
    setDatabaseForTests(handle);
    const cache = notifiedCache<{ blob: string }>({
      channel: "test_notified_cache_bytes",
      ttlMs: { pglite: 60_000, postgres: 60_000 },
      maxEntries: 1000,
      maxBytes: 10_000,
    });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        loads.push(key);
        return { blob: key.padEnd(500, ".") };
      });
    await get("kept");
    for (let i = 0; i < 100; i++) {
      await get("kept"); // in use: the others go before it
      await get(`user ${i}`);
      expect((await cache.usage()).bytes).toBeLessThanOrEqual(10_000);
    }
    const { entries } = await cache.usage();
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(100);
    loads.length = 0;
    await get("kept");
    await get("user 0");
    expect(loads).toEqual(["user 0"]); // "kept" from memory, "user 0" long gone
  });
});
