import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/server/db/client";
import { watchEvents } from "@/server/db/schema";
import { upstream } from "@/server/upstream";
import { startConsoleHarness, type ConsoleHarness } from "@/test/console-api";

import { checkUpstream } from "./upstream";

// The upstream rules read what the console's own transport saw: a run of 5xx
// answers, refused credentials. Against the embedded API with its faults.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
});
afterAll(() => h.close());

const events = async (ruleId: string) =>
  (await db()).select().from(watchEvents).where(eq(watchEvents.ruleId, ruleId));
// GET /user/info is never cached: each read reaches the API
const read = () =>
  upstream()
    .userInfo()
    .catch(() => null);

describe("upstream health rules", () => {
  it("fires on a run of server errors, once, and resolves when calls succeed", async () => {
    await read();
    await h.api.setFaults({ errorBurst: { count: 6, status: 503 } });
    // three attempts per read: two reads make the run of six
    await read();
    await read();
    await checkUpstream();
    await checkUpstream();
    const fired = await events("upstream.failures");
    expect(fired.map((e) => e.type)).toEqual(["alert.fired"]);
    expect(fired[0]!.permission).toBe("users:manage");
    expect(fired[0]!.summary).toMatch(/: 6 the latest calls; alert at 5 in a row\.$/);
    await h.api.resetFaults();
    await read();
    await checkUpstream();
    expect((await events("upstream.failures")).map((e) => e.type)).toEqual([
      "alert.fired",
      "alert.resolved",
    ]);
  });

  it("fires when the credentials are refused", async () => {
    await h.api.setFaults({
      revokeTokens: true,
      match: "/oauth",
      reply: { count: 20, status: 401, body: { error: "invalid_client" } },
    });
    await read();
    await checkUpstream();
    const fired = await events("upstream.token");
    expect(fired.map((e) => e.type)).toEqual(["alert.fired"]);
    expect(fired[0]!.title).toBe("The Messaging API refuses the console's credentials");
  });
});
