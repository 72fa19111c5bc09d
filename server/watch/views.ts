import "server-only";

import { and, desc, eq, inArray, lt } from "drizzle-orm";

import { can, PERMISSIONS, type Role } from "@/lib/permissions";
import { RULES } from "@/lib/watch/rules";
import type { RuleView, WatchEventView } from "@/lib/watch/schema";
import { db } from "@/server/db/client";
import { watchConditions, watchEvents } from "@/server/db/schema";

import { ruleSettings } from "./rule-settings";

/** Every rule with its setting, the subjects it fires for now and its last check (the admin page). */
export async function ruleViews(): Promise<RuleView[]> {
  const settings = await ruleSettings();
  const rows = await (
    await db()
  )
    .select({
      ruleId: watchConditions.ruleId,
      subject: watchConditions.subject,
      state: watchConditions.state,
      checkedAt: watchConditions.checkedAt,
    })
    .from(watchConditions);
  return RULES.map((def) => {
    const mine = rows.filter((r) => r.ruleId === def.id);
    const last = mine.reduce<Date | null>(
      (at, r) => (r.checkedAt && (!at || r.checkedAt > at) ? r.checkedAt : at),
      null,
    );
    return {
      ...def,
      params: Object.entries(def.params).map(([key, p]) => ({ key, ...p })),
      setting: settings[def.id],
      // "finished" keeps a row per campaign announced: not a condition that holds
      firing:
        def.id === "viber.finished"
          ? []
          : mine.filter((r) => r.state === "firing").map((r) => r.subject),
      checkedAt: last ? last.toISOString() : null,
    };
  });
}

/** The newest events a role may read, newest first, optionally of one rule, before a cursor. */
export async function eventViews(
  role: Role,
  q: { rule?: string; before?: string; limit: number },
): Promise<WatchEventView[]> {
  const readable = PERMISSIONS.filter((p) => can(role, p));
  const rows = await (
    await db()
  )
    .select()
    .from(watchEvents)
    .where(
      and(
        inArray(watchEvents.permission, readable),
        q.rule ? eq(watchEvents.ruleId, q.rule) : undefined,
        q.before ? lt(watchEvents.createdAt, new Date(q.before)) : undefined,
      ),
    )
    .orderBy(desc(watchEvents.createdAt))
    .limit(q.limit);
  return rows.map((e) => ({
    id: e.id,
    type: e.type,
    ruleId: e.ruleId,
    subject: e.subject,
    severity: e.severity,
    title: e.title,
    summary: e.summary,
    link: e.link,
    measured: e.measured,
    createdAt: e.createdAt.toISOString(),
  }));
}
