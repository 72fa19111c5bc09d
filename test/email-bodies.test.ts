import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import * as bodyRoute from "@/app/api/email/messages/[id]/body/route";
import * as messages from "@/app/api/email/messages/route";
import { apiRoutes } from "@/lib/api-routes";
import { toBase64 } from "@/lib/schemas/email/console";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

// A role that lost email:read (the permission table is the one switch).
const revoked = vi.hoisted(() => ({ role: null as string | null }));
vi.mock("@/lib/permissions", async (load) => {
  const actual = await load<typeof import("@/lib/permissions")>();
  return {
    ...actual,
    can: (role: Parameters<typeof actual.can>[0], p: Parameters<typeof actual.can>[1]) =>
      !(role === revoked.role && p === "email:read") && actual.can(role, p),
  };
});

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
}, 240_000);
afterAll(() => h?.close());

const SENDER = "news@northwind-shop.example";
const HTML = `<h1>Hi</h1><script>document.title="ran"</script><p>Body</p>`;

async function send(stamp: string) {
  const res = await callRoute(messages.POST, {
    method: "POST",
    path: "/api/email/messages",
    body: {
      email: {
        from: { name: "Shop", email: SENDER },
        to: [{ email: `to.${stamp}@example.com` }],
        cc: [{ email: `cc.${stamp}@example.com` }],
        bcc: [{ email: `bcc.${stamp}@example.com` }],
        subject: `Body ${stamp}`,
        html: HTML,
        text: "Hi. Body",
        attachments_binary: { "terms.txt": toBase64("12345678") },
      },
    },
    cookie: await h.cookieFor("marketer"),
    idempotencyKey: `body-test-${stamp}`,
  });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

const readBody = async (id: string, role: "admin" | "support" | "marketer" = "support") =>
  callRoute(bodyRoute.GET, {
    method: "GET",
    path: `/api/email/messages/${id}/body`,
    params: { id },
    cookie: await h.cookieFor(role),
  });

const logIdOf = async (recipient: string): Promise<string> => {
  const res = await callRoute(messages.GET, {
    method: "GET",
    path: "/api/email/messages",
    query: { recipient, limit: "5" },
    cookie: await h.cookieFor("support"),
  });
  return res.body.items[0].id as string;
};

const upstreamReadsOf = (id: string) =>
  h.api.received({ method: "GET" }).filter((c) => c.path === `/smtp/emails/${id}`).length;

describe("bodies of the emails the console sends", () => {
  it("keeps the body of a send and serves it for every recipient, nothing else", async () => {
    const stamp = String(Date.now());
    const id = await send(stamp);
    const first = await readBody(id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      stored: true,
      retentionDays: 30,
      body: {
        subject: `Body ${stamp}`,
        html: HTML,
        text: "Hi. Body",
        template: null,
        attachments: [{ name: "terms.txt", size: 8 }],
        truncated: false,
        sentAt: expect.any(String),
      },
    });
    // the send reply's id is matched without asking the upstream
    expect(upstreamReadsOf(id)).toBe(0);

    // cc and bcc have log ids of their own: matched by their records, then remembered
    for (const who of ["cc", "bcc"]) {
      const other = await logIdOf(`${who}.${stamp}@example.com`);
      expect(other).not.toBe(id);
      const reply = await readBody(other);
      expect(reply.body).toMatchObject({ stored: true, body: { html: HTML } });
      // no other recipient, no sender account, no user: only the message
      expect(JSON.stringify(reply.body)).not.toMatch(/@example\.com|marketer/);
      const reads = upstreamReadsOf(other);
      await readBody(other, "admin");
      expect(upstreamReadsOf(other)).toBe(reads);
    }
  });

  it("says why there is no body for an email not sent from the console", async () => {
    const direct = await h.api.call("POST", "/smtp/emails", {
      email: {
        from: { email: SENDER },
        to: [{ email: `direct.${Date.now()}@example.com` }],
        subject: "Sent by another tool",
        text: "plain",
      },
    });
    expect(direct.status).toBe(200);
    const reply = await readBody(direct.body.id as string);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ stored: false, retentionDays: 30, reason: "not_from_console" });
  });

  it("answers 404 for an id the upstream does not know, 400 for a malformed one", async () => {
    expect((await readBody("aaaaaa-bbbbbb-cc")).status).toBe(404);
    const bad = await callRoute(bodyRoute.GET, {
      method: "GET",
      path: "/api/email/messages/x/body",
      params: { id: "../../admin" },
      cookie: await h.cookieFor("support"),
    });
    expect(bad.status).toBe(400);
  });

  it("needs a session and email:read", async () => {
    expect(apiRoutes["GET /api/email/messages/[id]/body"].permission).toBe("email:read");
    const id = await send(`perm${Date.now()}`);
    const anonymous = await callRoute(bodyRoute.GET, {
      method: "GET",
      path: `/api/email/messages/${id}/body`,
      params: { id },
    });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain("Hi");
    const disabled = await callRoute(bodyRoute.GET, {
      method: "GET",
      path: `/api/email/messages/${id}/body`,
      params: { id },
      cookie: await h.cookieFor("disabled"),
    });
    expect(disabled.status).toBe(401);
    revoked.role = "support";
    try {
      const refused = await readBody(id, "support");
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain("<h1>");
    } finally {
      revoked.role = null;
    }
    expect((await readBody(id, "support")).status).toBe(200);
  });
});
