import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { apiRoutes, type ApiRouteKey } from "@/lib/api-routes";
import { can, ROLES } from "@/lib/permissions";
import { db } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";
import { holdCampaigns } from "@/server/held-campaigns/store";
import { createSavedView } from "@/server/saved-views/store";
import { publish } from "@/server/watch/events";
import { createEndpoint } from "@/server/webhooks/endpoints";

import {
  callRoute,
  loadRouteHandlers,
  startConsoleHarness,
  type ConsoleHarness,
  type RouteHandler,
} from "./console-api";
import { samples } from "./route-samples";
import { totpCodeOf } from "./totp";

/**
 * Every route × method of the console API (the table in lib/api-routes.ts, which
 * must match the files under app/api) × every role: signed out → 401, a role
 * without the permission → 403, a role with it → success against the embedded
 * Messaging API.
 */
let handlers: Map<string, RouteHandler>;
let h: ConsoleHarness;
let firstEmailId = "";

beforeAll(async () => {
  handlers = await loadRouteHandlers();
  for (const key of handlers.keys())
    expect(Object.keys(apiRoutes), `${key} is served but missing from lib/api-routes.ts`).toContain(
      key,
    );
  h = await startConsoleHarness({ seed: true });
  firstEmailId = ((await h.api.call("GET", "/smtp/emails?limit=1")).body as { id: string }[])[0]!
    .id;
}, 240_000);
afterAll(() => h?.close());

/** A webhook endpoint of its own for each case (one deletes it) and an event to send again. */
async function webhookIds() {
  const { endpoint } = await createEndpoint(
    { name: `Matrix ${Date.now()}`, url: "https://93.184.216.34/hook", kind: "signed" },
    await h.userId("admin"),
  );
  const event = await publish("webhook.test", {
    title: "Matrix",
    summary: "",
    severity: "info",
    permission: "users:manage",
  });
  return { __WEBHOOK_ID__: String(endpoint.id), __WEBHOOK_EVENT__: event.id };
}

/** A campaign awaiting approval, kept in the console for `authorId`. */
async function heldSample(authorId: number) {
  const [row] = await holdCampaigns({
    authorId,
    needsApproval: true,
    parts: [
      {
        payload: {
          task_name: `Matrix held ${authorId}`,
          message_type: 3,
          sender_id: 1,
          message_live_time: 3600,
          send_date: "2099-01-01 10:00:00",
          recipients: ["380501234567"],
          message: "Matrix",
        },
        sendAt: new Date("2099-01-01T10:00:00Z"),
        recipientCount: 1,
      },
    ],
  });
  return row!;
}

function resolve(value: unknown, ids: Record<string, string | number>): unknown {
  return JSON.parse(JSON.stringify(value ?? null), (_k, v: unknown) =>
    typeof v === "string" && v in ids ? ids[v] : v,
  );
}

describe("route table", () => {
  it.each(Object.keys(apiRoutes) as ApiRouteKey[])(
    "%s has a handler whose spec is its table row",
    (key) => {
      const handler = handlers.get(key);
      expect(handler, `${key} is in the table but no route file exports it`).toBeDefined();
      expect(handler!.spec).toEqual(apiRoutes[key]);
      expect(samples[key], `${key} has no sample request in test/route-samples.ts`).toBeDefined();
    },
  );
});

const cases = (Object.keys(apiRoutes) as ApiRouteKey[]).flatMap((key) =>
  (["anonymous", ...ROLES] as const).map((role) => [key, role] as const),
);

describe("route × role", () => {
  it.each(cases)("%s as %s", async (key, role) => {
    const [method, pathTemplate] = key.split(" ") as [string, string];
    const ids: Record<string, string | number> = {
      __FIRST_EMAIL__: firstEmailId,
      __SUPPORT_ID__: String(await h.userId("support")),
      // a view of this role's own user (another user's view is "not found" to it)
      __OWN_SAVED_VIEW__: "1",
    };
    const raw = samples[key]();
    // the code this role's user's authenticator shows (the sample before began enrolment)
    if (role !== "anonymous" && JSON.stringify(raw).includes("__TOTP_CODE__"))
      Object.assign(ids, { __TOTP_CODE__: await totpCodeOf(await h.userId(role)) });
    if (role !== "anonymous" && JSON.stringify(raw).includes("__OWN_SAVED_VIEW__")) {
      const view = await createSavedView(await h.userId(role), {
        page: "email-log",
        name: `Matrix ${key} ${Date.now()}`,
        query: "outcome=hard",
      });
      ids.__OWN_SAVED_VIEW__ = String(view.id);
    }
    if (JSON.stringify(raw).includes("__WEBHOOK_")) Object.assign(ids, await webhookIds());
    if (role !== "anonymous" && JSON.stringify(raw).includes("__OWN_SEND_GROUPS__"))
      Object.assign(ids, { __OWN_SEND_GROUPS__: await failedSendGroup(await h.userId(role)) });
    // held campaigns: one of this role's own (to edit or cancel), one of another's (to decide)
    if (role !== "anonymous" && JSON.stringify(raw).includes("_HELD_")) {
      const own = await heldSample(await h.userId(role));
      const other = await heldSample(999_999);
      Object.assign(ids, {
        __OWN_HELD__: own.batchId,
        __OWN_HELD_ID__: own.id,
        __OWN_HELD_VERSION__: own.version,
        __OTHER_HELD__: other.batchId,
        __OTHER_HELD_VERSION__: other.version,
      });
    }
    const sample = resolve(raw, ids) as ReturnType<(typeof samples)[ApiRouteKey]>;
    const filled = pathTemplate.replace(/\[(\w+)\]/g, (_, p: string) => sample.params?.[p] ?? "");
    const res = await callRoute(handlers.get(key)!, {
      method,
      path: filled,
      params: sample.params,
      query: sample.query,
      body: sample.body,
      cookie: role === "anonymous" ? undefined : await h.cookieFor(role),
      idempotencyKey:
        method === "GET" ? undefined : `matrix-${key.replace(/\W+/g, "-")}-${role}-${Date.now()}`,
    });
    const { permission } = apiRoutes[key];
    if (permission === null) expect(res.status, JSON.stringify(res.body)).toBe(200);
    else if (role === "anonymous") expect(res.status).toBe(401);
    else if (!can(role, permission)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ error: { code: "forbidden" } });
    } else expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});

/** A campaign sent in groups by this user, one group of which failed (what retry sends again). */
async function failedSendGroup(authorId: number): Promise<string> {
  const [row] = await holdCampaigns({
    authorId,
    needsApproval: false,
    parts: [
      {
        payload: samples["POST /api/viber/campaigns"]().body as never,
        sendAt: new Date("2030-06-01T10:00:00Z"),
        recipientCount: 1,
      },
    ],
  });
  await (
    await db()
  )
    .update(heldCampaigns)
    .set({ status: "failed", error: "refused" })
    .where(eq(heldCampaigns.batchId, row!.batchId));
  return row!.batchId;
}
