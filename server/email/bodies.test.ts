import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { ConsoleEmailSend } from "@/lib/schemas/email/console";
import { toBase64 } from "@/lib/schemas/email/console";
import type { SentEmail } from "@/lib/schemas/resources";
import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { sentEmailBodies, sentEmailRecipients } from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";

import { findSentBody, keepSentBody, purgeExpiredBodies } from "./bodies";

const DAY = 86_400_000;
const NOW = new Date("2026-11-24T12:00:00Z");

let handle: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  handle = await openDatabase({});
  setDatabaseForTests(handle);
});
afterAll(async () => {
  setDatabaseForTests(undefined);
  await handle.close();
  delete process.env.EMAIL_BODY_RETENTION_DAYS;
  resetEnvForTests();
});
beforeEach(async () => {
  await handle.db.delete(sentEmailBodies);
});

function retention(days: number) {
  process.env.EMAIL_BODY_RETENTION_DAYS = String(days);
  resetEnvForTests();
}

const email = (subject: string): ConsoleEmailSend["email"] => ({
  from: { email: "News@Shop.example" },
  to: [{ email: "Ann@example.com" }, { email: "bob@example.com" }],
  cc: [{ email: "carl@example.com" }],
  subject,
  html: toBase64(`<p>${subject}</p>`),
  text: subject,
  attachments_binary: { "a.txt": toBase64("hello") },
});

const record =
  (id: string, subject: string, at: Date, recipient = "carl@example.com") =>
  () =>
    Promise.resolve({
      id,
      sender: "news@shop.example",
      recipient,
      subject,
      send_date: formatUpstreamDate(at),
    } as SentEmail);

const kept = async () => (await handle.db.select().from(sentEmailBodies)).length;

describe("retention of sent bodies", () => {
  it("deletes bodies older than the retention and keeps the younger ones", async () => {
    retention(30);
    await keepSentBody({
      userId: 1,
      email: email("old"),
      sendId: "a",
      now: new Date(+NOW - 31 * DAY),
    });
    await keepSentBody({
      userId: 1,
      email: email("edge"),
      sendId: "b",
      now: new Date(+NOW - 29 * DAY),
    });
    await keepSentBody({ userId: 1, email: email("new"), sendId: "c", now: NOW });
    // a write purges too (at most hourly): "old" went with the last one
    const subjects = async () =>
      (await handle.db.select({ subject: sentEmailBodies.subject }).from(sentEmailBodies))
        .map((r) => r.subject)
        .sort();
    expect(await subjects()).toEqual(["edge", "new"]);
    expect(await purgeExpiredBodies(NOW)).toBe(0);
    expect(await purgeExpiredBodies(new Date(+NOW + 2 * DAY))).toBe(1);
    expect(await subjects()).toEqual(["new"]);
    // the recipients of a deleted body go with it
    const recipients = await handle.db.select().from(sentEmailRecipients);
    expect(recipients).toHaveLength(3);
  });

  it("keeps nothing at 0, and a purge at 0 deletes what an earlier setting kept", async () => {
    retention(7);
    await keepSentBody({ userId: 1, email: email("kept"), sendId: "d", now: NOW });
    retention(0);
    await keepSentBody({ userId: 1, email: email("not kept"), sendId: "e", now: NOW });
    expect(await kept()).toBe(1);
    expect(await purgeExpiredBodies(NOW)).toBe(1);
    expect(await kept()).toBe(0);
    expect(await findSentBody("d", record("d", "kept", NOW), NOW)).toEqual({
      stored: false,
      retentionDays: 0,
      reason: "retention_off",
    });
  });

  it("never serves a body past the retention, even before the purge, and says why", async () => {
    retention(30);
    const sent = new Date(+NOW - 40 * DAY);
    await keepSentBody({ userId: 1, email: email("late"), sendId: "f", now: sent });
    expect(await findSentBody("f", record("f", "late", sent, "ann@example.com"), NOW)).toEqual({
      stored: false,
      retentionDays: 30,
      reason: "expired",
    });
    expect(
      await findSentBody("f", record("f", "late", sent, "ann@example.com"), sent),
    ).toMatchObject({ stored: true });
  });
});

describe("matching a log record to a kept body", () => {
  it("by the send reply's id, then by recipient, sender, subject and time, once per row", async () => {
    retention(30);
    await keepSentBody({ userId: 1, email: email("Hello"), sendId: "id-ann", now: NOW });
    const exact = await findSentBody("id-ann", () => Promise.reject(new Error("not read")), NOW);
    expect(exact).toMatchObject({
      stored: true,
      body: {
        subject: "Hello",
        html: "<p>Hello</p>",
        text: "Hello",
        attachments: [{ name: "a.txt", size: 5 }],
        truncated: false,
      },
    });
    // carl (cc) has a log id of his own, matched by the record and then remembered
    const carl = await findSentBody("id-carl", record("id-carl", "Hello", NOW), NOW);
    expect(carl).toMatchObject({ stored: true, body: { html: "<p>Hello</p>" } });
    expect(
      await findSentBody("id-carl", () => Promise.reject(new Error("not read")), NOW),
    ).toMatchObject({ stored: true });
    // a second record for carl with the same subject finds no row left
    expect(await findSentBody("id-carl-2", record("id-carl-2", "Hello", NOW), NOW)).toMatchObject({
      stored: false,
      reason: "not_from_console",
    });
    // another subject, or a time far from the send, is not this body
    expect(
      await findSentBody("id-bob", record("id-bob", "Other", NOW, "bob@example.com"), NOW),
    ).toMatchObject({ stored: false });
    expect(
      await findSentBody(
        "id-bob",
        record("id-bob", "Hello", new Date(+NOW + 3 * DAY), "bob@example.com"),
        NOW,
      ),
    ).toMatchObject({ stored: false });
  });

  it("matches a template send by its subject with the variables filled", async () => {
    retention(30);
    const m = email("Order {{order_id}}");
    const { html: _html, text: _text, ...rest } = m;
    await keepSentBody({
      userId: 1,
      email: { ...rest, template: { id: 310, variables: { order_id: "A-7" } } },
      sendId: "t1",
      now: NOW,
    });
    expect(await findSentBody("t2", record("t2", "Order A-7", NOW), NOW)).toMatchObject({
      stored: true,
      body: { html: null, template: { id: 310, variables: { order_id: "A-7" } } },
    });
  });

  it("cuts a very large body and says so", async () => {
    retention(30);
    const big = "x".repeat(600_000);
    await keepSentBody({
      userId: 1,
      email: { ...email("Big"), html: toBase64(big) },
      sendId: "big",
      now: NOW,
    });
    const reply = await findSentBody("big", () => Promise.reject(new Error("not read")), NOW);
    expect(reply.stored && reply.body.truncated).toBe(true);
    expect(reply.stored && reply.body.html?.length).toBe(500_000);
  });
});
