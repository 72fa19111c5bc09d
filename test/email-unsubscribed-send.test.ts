import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import * as audit from "@/app/api/audit/route";
import * as messages from "@/app/api/email/messages/route";
import { resetEnvForTests } from "@/server/env";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * Issue 33, point 4: the Messaging API delivers to an unsubscribed address, so the
 * console's send route refuses one unless the request confirms it by name
 * (`confirm_unsubscribed`), records the confirmation in the audit entry, and with
 * EMAIL_REFUSE_COMPLAINED refuses a spam complaint even when confirmed.
 */
let h: ConsoleHarness;
const stamp = `${process.pid}.${Date.now()}`;
const COMPLAINED = `complained.${stamp}@example.com`;
const ADDED = `asked.${stamp}@example.com`;

beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
  // a complaint comes from the receiver's feedback loop, not through the API: straight into its store
  await h.api.db.query(
    `INSERT INTO smtp_unsubscribes (email, comment, by_link, by_user, spam, date)
     VALUES ($1, '', 0, 0, 1, now())`,
    [COMPLAINED],
  );
  await h.api.call("POST", "/smtp/unsubscribe", { emails: [{ email: ADDED }] });
}, 240_000);
afterAll(() => h?.close());
beforeEach(() => h.api.clearCalls());

async function send(to: string[], confirm?: string[]) {
  return callRoute(messages.POST, {
    method: "POST",
    path: "/api/email/messages",
    body: {
      email: {
        from: { name: "Shop", email: "news@northwind-shop.example" },
        to: to.map((email) => ({ email })),
        subject: `Receipt ${stamp}`,
        html: "<p>Your receipt</p>",
      },
      ...(confirm ? { confirm_unsubscribed: confirm } : {}),
    },
    cookie: await h.cookieFor("marketer"),
    idempotencyKey: crypto.randomUUID(),
  });
}

const sends = () => h.api.received({ method: "POST", pathPrefix: "/smtp/emails" }).length;

describe("POST /api/email/messages to an unsubscribed address", () => {
  it("refuses a spam complaint without a confirmation naming it, and sends nothing", async () => {
    const res = await send([`fine.${stamp}@example.com`, COMPLAINED.toUpperCase()]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.confirm_unsubscribed).toContain(`${COMPLAINED} (spam complaint)`);
    expect(sends()).toBe(0);
    // a confirmation of another address does not count
    const other = await send([COMPLAINED], [`fine.${stamp}@example.com`]);
    expect(other.status).toBe(400);
    expect(sends()).toBe(0);
  });

  it("refuses one added to the list by hand too, saying how it got there", async () => {
    const res = await send([ADDED]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.confirm_unsubscribed).toContain(`${ADDED} (added manually)`);
    expect(sends()).toBe(0);
  });

  it("sends when confirmed, and the audit entry names the confirmed address and why", async () => {
    const res = await send([COMPLAINED, ADDED], [COMPLAINED, ADDED.toUpperCase()]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(sends()).toBe(1);
    const log = await callRoute(audit.GET, {
      method: "GET",
      path: "/api/audit",
      query: { action: "email.send" },
      cookie: await h.cookieFor("admin"),
    });
    const entry = log.body.items.find(
      (e: { upstreamId: string | null }) => e.upstreamId === res.body.id,
    );
    expect(entry.details.unsubscribed).toEqual([
      { email: COMPLAINED, how: "spam_complaint" },
      { email: ADDED, how: "user" },
    ]);
  });

  it("with EMAIL_REFUSE_COMPLAINED, refuses a spam complaint even when confirmed", async () => {
    process.env.EMAIL_REFUSE_COMPLAINED = "true";
    resetEnvForTests();
    try {
      const res = await send([COMPLAINED], [COMPLAINED]);
      expect(res.status).toBe(400);
      expect(res.body.error.fields["email.to"]).toContain("EMAIL_REFUSE_COMPLAINED");
      expect(sends()).toBe(0);
      // an address unsubscribed another way still goes, confirmed
      expect((await send([ADDED], [ADDED])).status).toBe(200);
    } finally {
      delete process.env.EMAIL_REFUSE_COMPLAINED;
      resetEnvForTests();
    }
  });
});
