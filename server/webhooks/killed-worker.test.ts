import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import postgres from "postgres";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { watchEvents, webhookDeliveries, webhookEndpoints } from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";
import { startChildConsole } from "@/server/jobs/child-console.test-helper";
import { startJobs, stopJobs } from "@/server/jobs/runner";

import "./delivery";

import { until } from "@/test/until";

import { createEndpoint, deleteEndpoint } from "./endpoints";
import { DELIVER } from "./enqueue";
import { deliveryJobId } from "./job-id";
import { listAttempts } from "./log";

/**
 * A console killed with kill -9 while its worker waits on the receiver: a child
 * process (killed-worker.child.ts) enqueues a delivery and starts sending it, the
 * receiver holds that request open and the test kills the child. A console in this
 * process then delivers the event again through pg-boss's expiry and retry, under
 * the same webhook-id.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
// a schema of its own per run: jobs an earlier run left must not be worked here
const SCHEMA = `pgboss_killed_${process.pid}`;
// an event type of its own: other tests' fan-outs on this database leave the endpoint alone
const TYPE = `test.killed-worker-${process.pid}`;

interface Arrival {
  headers: IncomingHttpHeaders;
  body: string;
}

describe.skipIf(!pgUrl)(
  "a console killed with kill -9 mid-delivery (PostgreSQL only: skipped without TEST_DATABASE_URL)",
  () => {
    const arrivals: Arrival[] = [];
    const held: ServerResponse[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        arrivals.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
        // the first attempt never gets an answer: its worker is killed while it waits
        if (arrivals.length === 1) held.push(res);
        else res.end("thanks");
      });
    });
    let handle: Awaited<ReturnType<typeof openDatabase>>;
    // pg-boss's own tables, read and (to stand for time passing) written here
    let pg: postgres.Sql;
    let child: ReturnType<typeof startChildConsole> | undefined;
    let endpointId: number | undefined;
    const eventId = `evt_${randomUUID()}`;

    beforeAll(async () => {
      process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = "true";
      resetEnvForTests();
      await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
      handle = await openDatabase({ url: pgUrl });
      setDatabaseForTests(handle);
      pg = postgres(pgUrl!, { max: 1, onnotice: () => {} });
    }, 60_000);

    afterAll(async () => {
      // whatever failed, no console is left running
      child?.stop();
      await stopJobs();
      if (endpointId !== undefined) await deleteEndpoint(endpointId);
      await handle?.db.delete(watchEvents).where(eq(watchEvents.id, eventId));
      await pg`DROP SCHEMA IF EXISTS ${pg(SCHEMA)} CASCADE`;
      await pg.end();
      setDatabaseForTests(undefined);
      await handle?.close();
      receiver.closeAllConnections();
      await new Promise<void>((r) => receiver.close(() => r()));
      delete process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
      resetEnvForTests();
    });

    it("delivers the event again, with the same webhook-id, once the dead job expires", async () => {
      const { port } = receiver.address() as AddressInfo;
      const { endpoint, secret } = await createEndpoint(
        {
          name: `Killed ${Date.now()}`,
          url: `http://127.0.0.1:${port}/killed`,
          kind: "signed",
          eventTypes: [TYPE],
        },
        1,
      );
      endpointId = endpoint.id;
      const database = handle.db;
      await database.insert(watchEvents).values({
        id: eventId,
        type: TYPE,
        severity: "info",
        title: "Killed mid-delivery",
        summary: "",
        permission: "users:manage",
        fannedOutAt: new Date(),
      });

      child = startChildConsole(path.join(import.meta.dirname, "killed-worker.child.ts"), {
        DATABASE_URL: pgUrl!,
        KILLED_WORKER_SCHEMA: SCHEMA,
        KILLED_WORKER_ENDPOINT: String(endpoint.id),
        KILLED_WORKER_EVENT: eventId,
      });
      await child.waitFor(() => arrivals.length > 0);
      expect(await child.kill9()).toBe("SIGKILL");

      const jobId = deliveryJobId(endpoint.id, eventId, 1);
      const job = async () =>
        (
          await pg`SELECT state, retry_count FROM ${pg(SCHEMA)}.job
          WHERE name = ${DELIVER} AND id = ${jobId}`
        )[0];
      expect(await job()).toMatchObject({ state: "active", retry_count: 0 });
      // stands for the job's expiry (a minute) passing since the dead worker took it
      await pg`UPDATE ${pg(SCHEMA)}.job SET started_on = started_on - expire_in WHERE id = ${jobId}`;

      const boss: PgBoss = await startJobs({ url: pgUrl, schema: SCHEMA }, 0.5);
      // pg-boss's own expiry, which its maintenance runs every two minutes
      await boss.maintain();
      expect(await job()).toMatchObject({ state: "retry" });
      // stands for the retry delay (30-60 s) passing
      await pg`UPDATE ${pg(SCHEMA)}.job SET start_after = now() WHERE id = ${jobId}`;

      await until(async () => ((await job())?.state === "completed" ? true : undefined), 20_000);
      expect(await job()).toMatchObject({ state: "completed", retry_count: 1 });
      expect(arrivals).toHaveLength(2);
      for (const a of arrivals) {
        expect(a.headers["webhook-id"]).toBe(eventId);
        const payload = new Webhook(secret!).verify(
          a.body,
          a.headers as Record<string, string>,
        ) as { type: string; data: { id: string } };
        expect(payload).toMatchObject({ type: TYPE, data: { id: eventId } });
      }
      const [delivery] = await database
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpoint.id),
            eq(webhookDeliveries.eventId, eventId),
          ),
        );
      expect(delivery).toMatchObject({ state: "delivered", attempts: 2 });
      // the killed attempt left no line in the log; the one that arrived did
      const log = await listAttempts(endpoint.id);
      expect(log).toMatchObject([{ eventId, ok: true, status: 200 }]);
      const [row] = await database
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpoint.id));
      expect(row).toMatchObject({ failures: 0, pausedAt: null });
    }, 60_000);
  },
);
