import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { startJobs, stopJobs } from "@/server/jobs/runner";

import { observe, publish, registerChannel, type Observation, type WatchEvent } from "./events";

const delivered: WatchEvent[] = [];
registerChannel("test", async (event) => {
  delivered.push(event);
});

function bounceRate(holds: boolean, subject = "example.com"): Observation {
  return {
    ruleId: "email.hard-bounces",
    subject,
    holds,
    measured: { what: "hard bounces", value: holds ? "3 %" : "1 %", threshold: "2 %" },
    describe: (change) => ({
      title: `Hard bounces ${change}`,
      summary: "",
      severity: "warning",
      permission: "email:read",
    }),
  };
}

async function until<T>(check: () => T | undefined, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

describe("watch events on the job queue (PGlite)", () => {
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await openDatabase({});
    setDatabaseForTests(handle);
    await startJobs({ pglite: handle.pglite }, 0.5);
    close = async () => {
      await stopJobs();
      setDatabaseForTests(undefined);
      await handle.close();
    };
  });
  afterAll(() => close());

  it("fires once when a condition starts, never while it holds, once when it ends", async () => {
    expect(await observe(bounceRate(false))).toBeNull();
    const fired = await observe(bounceRate(true));
    expect(fired?.type).toBe("alert.fired");
    expect(await observe(bounceRate(true))).toBeNull();
    expect(await observe(bounceRate(true))).toBeNull();
    const resolved = await observe(bounceRate(false));
    expect(resolved?.type).toBe("alert.resolved");
    expect(await observe(bounceRate(false))).toBeNull();
  });

  it("raises one event when checks of one subject race", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => observe(bounceRate(true, "race.example"))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("hands each event to every channel through the queue, with its id", async () => {
    const event = await publish("test", {
      title: "A test event",
      summary: "",
      severity: "info",
      permission: "campaigns:read",
    });
    const got = await until(() => delivered.find((e) => e.id === event.id));
    expect(got.title).toBe("A test event");
  });
});
