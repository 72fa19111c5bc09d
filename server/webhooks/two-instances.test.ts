import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { resetEnvForTests } from "@/server/env";
import { startJobs, stopJobs } from "@/server/jobs/runner";
import { publish } from "@/server/watch/events";
import { until } from "@/test/until";

import { runDelivery } from "./delivery";
import { createEndpoint } from "./endpoints";
import { DELIVER, enqueueDelivery, type DeliverJob } from "./enqueue";
import { deliveryJobId } from "./job-id";
import { startReceiver } from "./receiver.test-helper";

/**
 * Two consoles on one PostgreSQL: this process's queue and a second pg-boss on the
 * same schema, both working the delivery queue, both enqueuing every event (as two
 * fan-outs would). The receiver answers slowly, so both workers poll while one
 * delivers: each event id arrives once.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
// a schema of its own per run: jobs an earlier run left must not be worked here
const SCHEMA = `pgboss_two_${process.pid}`;

describe.skipIf(!pgUrl)("webhook deliveries with two instances (PostgreSQL)", () => {
  let second: PgBoss;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    receiver = await startReceiver(400);
    const handle = await openDatabase({ url: pgUrl });
    setDatabaseForTests(handle);
    await startJobs({ url: pgUrl, schema: SCHEMA }, 0.5);
    second = new PgBoss({ connectionString: pgUrl, schema: SCHEMA, max: 2 });
    await second.start();
    await second.work<DeliverJob>(
      DELIVER,
      { pollingIntervalSeconds: 0.5, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) await runDelivery(job.data, { retryCount: job.retryCount });
      },
    );
    close = async () => {
      await second.stop({ graceful: false, wait: true });
      await stopJobs();
      await handle.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
      setDatabaseForTests(undefined);
      await handle.close();
      await receiver.close();
      delete process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
      resetEnvForTests();
    };
  }, 120_000);
  afterAll(() => close());

  it("delivers each event id once", async () => {
    const { endpoint } = await createEndpoint(
      { name: `Two ${Date.now()}`, url: `${receiver.url}/two`, kind: "signed" },
      1,
    );
    const events = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        publish("alert.fired", {
          title: `Event ${i}`,
          summary: "",
          severity: "info",
          permission: "email:read",
        }),
      ),
    );
    // the other console's fan-out enqueues the same deliveries, through its own queue too
    for (const e of events) {
      await enqueueDelivery(endpoint.id, e.id);
      await second.send(
        DELIVER,
        { endpointId: endpoint.id, eventId: e.id, send: 1 },
        {
          id: deliveryJobId(endpoint.id, e.id, 1),
        },
      );
    }
    // only this test's events: the database may hold older ones a sweep fans out now
    const ours = new Set(events.map((e) => e.id));
    const ids = () =>
      receiver.received
        .filter((r) => r.path === "/two")
        .map((r) => r.headers["webhook-id"] as string)
        .filter((id) => ours.has(id));
    await until(() => (ids().length >= events.length ? true : undefined), 60_000);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(ids().sort()).toEqual([...ours].sort());
  }, 90_000);
});

if (!pgUrl) {
  it("two-instance webhook test: skipped because TEST_DATABASE_URL is not set", () => {
    expect(pgUrl).toBeUndefined();
  });
}
