import "server-only";

import { z } from "zod";

import { can } from "@/lib/permissions";
import { RULE_IDS, ruleEntry } from "@/lib/watch/rule-catalogue";
import { getCurrentUser } from "@/server/auth/current-user";
import { env } from "@/server/env";
import { assertSameOriginJson } from "@/server/http/origin";

import { publish } from "./events";

/**
 * A test-only way to raise an event as a rule would (e2e/notifications.spec.ts),
 * for specs that must not wait for a real condition. It exists only when
 * CONSOLE_TEST_HOOKS=1 and the console talks to its embedded demo API (never
 * against a real Messaging API), and only for a signed-in admin, same-origin.
 */
export function testHooksEnabled(): boolean {
  return process.env.CONSOLE_TEST_HOOKS === "1" && env().embedded;
}

const body = z.object({
  ruleId: z.enum(RULE_IDS as [string, ...string[]]),
  subject: z.string().min(1).max(200),
  title: z.string().min(1).max(300),
  summary: z.string().max(2000).default(""),
  link: z.string().startsWith("/").max(500).optional(),
  measured: z.object({
    what: z.string().max(300),
    value: z.string().max(300),
    threshold: z.string().max(300).optional(),
    window: z.string().max(300).optional(),
  }),
});

export async function raiseTestEvent(request: Request): Promise<Response> {
  if (!testHooksEnabled()) return new Response("Not found", { status: 404 });
  const user = await getCurrentUser(request);
  if (!user || !can(user.role, "users:manage")) return new Response("Forbidden", { status: 403 });
  try {
    assertSameOriginJson(request, env().publicOrigins);
  } catch {
    return new Response("Forbidden", { status: 403 });
  }
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return Response.json({ error: parsed.error.message }, { status: 400 });
  const { ruleId, subject, measured, ...text } = parsed.data;
  const event = await publish(
    ruleId,
    { ...text, severity: "info", permission: ruleEntry(ruleId)!.permission },
    measured,
    ruleId,
    subject,
  );
  return Response.json({ id: event.id });
}
