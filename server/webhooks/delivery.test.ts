import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db, openDatabase, setDatabaseForTests } from "@/server/db/client";
import {
  watchEvents,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";
import { startJobs, stopJobs } from "@/server/jobs/runner";
import { publish } from "@/server/watch/events";

import "./delivery";

import { until } from "@/test/until";

import { createEndpoint, endpointById, rotateSecret, updateEndpoint } from "./endpoints";
import { sendAgain, sendTestEvent } from "./enqueue";
import { noteFailure, PAUSE_AFTER_FAILURES } from "./pause";
import { startReceiver } from "./receiver.test-helper";

const alert = (title: string) =>
  publish(
    "alert.fired",
    { title, summary: "", severity: "warning", permission: "email:read", link: "/email/bounces" },
    { what: "hard bounces", value: "3 %", threshold: "2 %" },
    "email.hard-bounces",
    "example.com",
  );

describe("webhook deliveries through the job queue (PGlite)", () => {
  let close: () => Promise<void>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS = "true";
    resetEnvForTests();
    receiver = await startReceiver();
    const handle = await openDatabase({});
    setDatabaseForTests(handle);
    await startJobs({ pglite: handle.pglite }, 0.5);
    close = async () => {
      await stopJobs();
      setDatabaseForTests(undefined);
      await handle.close();
      await receiver.close();
      delete process.env.WEBHOOKS_ALLOW_PRIVATE_TARGETS;
      resetEnvForTests();
    };
  });
  afterAll(() => close());

  it("delivers an event signed so Webhook.verify accepts it, the event id as webhook-id", async () => {
    const { endpoint, secret } = await createEndpoint(
      {
        name: "Signed",
        url: `${receiver.url}/signed`,
        kind: "signed",
        eventTypes: ["alert.fired"],
      },
      1,
    );
    expect(secret).toMatch(/^whsec_/);
    // stored sealed, never as it is
    const row = await endpointById(endpoint.id);
    expect(row.secret).not.toContain(secret!.slice(6));
    const event = await alert("Bounces up");
    const got = await until(() =>
      receiver.received.find((r) => r.path === "/signed" && r.headers["webhook-id"] === event.id),
    );
    const payload = new Webhook(secret!).verify(
      got.body,
      got.headers as Record<string, string>,
    ) as {
      type: string;
      data: { id: string; link: string };
    };
    expect(payload).toMatchObject({ type: "alert.fired", data: { id: event.id } });
    expect(payload.data.link).toMatch(/^https?:\/\/[^/]+\/email\/bounces$/);
    const attempts = await until(async () => {
      const rows = await (
        await db()
      )
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.endpointId, endpoint.id));
      return rows.length ? rows : undefined;
    });
    expect(attempts[0]).toMatchObject({ ok: true, status: 200, response: "thanks" });
  });

  it("a chat webhook gets the text; a type it did not choose is not sent", async () => {
    await createEndpoint(
      { name: "Chat", url: `${receiver.url}/chat`, kind: "chat", eventTypes: ["alert.fired"] },
      1,
    );
    await publish("campaign.finished", {
      title: "Not for chat",
      summary: "",
      severity: "info",
      permission: "campaigns:read",
    });
    const event = await alert("Chat alert");
    const got = await until(() =>
      receiver.received.find((r) => r.path === "/chat" && r.body.includes(event.title)),
    );
    expect((JSON.parse(got.body) as { text: string }).text).toContain("hard bounces: 3 %");
    expect(receiver.received.some((r) => r.body.includes("Not for chat"))).toBe(false);
  });

  it("logs a failed attempt with the answer's first bytes; Send again delivers the same event id", async () => {
    const { endpoint, secret } = await createEndpoint(
      { name: "Failing", url: `${receiver.url}/failing`, kind: "signed" },
      1,
    );
    receiver.state.status = 500;
    const eventId = await sendTestEvent(await endpointById(endpoint.id));
    const failed = await until(async () => {
      const [row] = await (
        await db()
      )
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.endpointId, endpoint.id));
      return row;
    });
    expect(failed).toMatchObject({ ok: false, status: 500, eventId });
    expect(failed.response).toContain("receiver says no");
    receiver.state.status = 200;
    await sendAgain(endpoint.id, eventId);
    const ok = await until(() => receiver.received.filter((r) => r.path === "/failing")[1]);
    expect(ok.headers["webhook-id"]).toBe(eventId);
    expect(new Webhook(secret!).verify(ok.body, ok.headers as Record<string, string>)).toBeTruthy();
    const [delivery] = await until(async () => {
      const rows = await (
        await db()
      )
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      return rows[0]?.state === "delivered" ? rows : undefined;
    });
    expect(delivery!.sends).toBe(2);
  });

  it("after a rotation both secrets sign until the overlap ends", async () => {
    const { endpoint, secret: first } = await createEndpoint(
      { name: "Rotated", url: `${receiver.url}/rotated`, kind: "signed" },
      1,
    );
    const { secret: second } = await rotateSecret(endpoint.id);
    const eventId = await sendTestEvent(await endpointById(endpoint.id));
    const got = await until(() =>
      receiver.received.find((r) => r.headers["webhook-id"] === eventId),
    );
    const headers = got.headers as Record<string, string>;
    expect(new Webhook(first!).verify(got.body, headers)).toBeTruthy();
    expect(new Webhook(second).verify(got.body, headers)).toBeTruthy();
  });

  it("pauses after repeated failures, once, with an alert for admins; resuming clears it", async () => {
    const { endpoint } = await createEndpoint(
      { name: "Flaky", url: `${receiver.url}/flaky`, kind: "chat" },
      1,
    );
    const paused = await Promise.all(
      Array.from({ length: PAUSE_AFTER_FAILURES + 3 }, () => noteFailure(endpoint.id)),
    );
    expect(paused.filter(Boolean)).toHaveLength(1);
    const row = await endpointById(endpoint.id);
    expect(row.pausedAt).not.toBeNull();
    const alerts = await (
      await db()
    )
      .select()
      .from(watchEvents)
      .where(eq(watchEvents.subject, `webhook:${endpoint.id}`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: "webhook.paused", permission: "users:manage" });
    const resumed = await updateEndpoint(endpoint.id, { enabled: true });
    expect(resumed).toMatchObject({ status: "active", failures: 0 });
    const stored = await (
      await db()
    )
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(stored[0]!.failingSince).toBeNull();
  });
});
