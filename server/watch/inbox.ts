import "server-only";

import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";

import type {
  MarkRead,
  NotificationItem,
  NotificationKind,
  NotificationsPage,
  NotificationsQuery,
} from "@/lib/notifications/schema";
import { RULE_CATALOGUE } from "@/lib/watch/rule-catalogue";
import { db } from "@/server/db/client";
import { notifications, watchEvents } from "@/server/db/schema";

/** A person's notifications (the bell and /notifications): their own rows only. */
export async function listNotifications(
  userId: number,
  q: NotificationsQuery,
): Promise<NotificationsPage> {
  const database = await db();
  const where = and(eq(notifications.userId, userId), kindFilter(q.kind), stateFilter(q.state));
  const rows = await database
    .select({ n: notifications, e: watchEvents })
    .from(notifications)
    .innerJoin(watchEvents, eq(watchEvents.id, notifications.eventId))
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.eventId))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await database
    .select({ n: count() })
    .from(notifications)
    .innerJoin(watchEvents, eq(watchEvents.id, notifications.eventId))
    .where(where);
  return { items: rows.map(toItem), total: total?.n ?? 0, unread: await unreadCount(userId) };
}

export async function unreadCount(userId: number): Promise<number> {
  const [row] = await (
    await db()
  )
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks some or all of a person's notifications read; answers how many changed. */
export async function markRead(userId: number, what: MarkRead): Promise<number> {
  const changed = await (
    await db()
  )
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        "eventIds" in what ? inArray(notifications.eventId, what.eventIds) : undefined,
      ),
    )
    .returning({ id: notifications.eventId });
  return changed.length;
}

function kindFilter(kind: NotificationKind | undefined): SQL | undefined {
  if (!kind) return undefined;
  if (kind === "notices") return isNull(watchEvents.ruleId);
  const ids = RULE_CATALOGUE.filter((r) => r.group === kind).map((r) => r.id);
  return inArray(watchEvents.ruleId, ids);
}

function stateFilter(state: "read" | "unread" | undefined): SQL | undefined {
  if (state === "unread") return isNull(notifications.readAt);
  if (state === "read") return isNotNull(notifications.readAt);
  return undefined;
}

type Row = { n: typeof notifications.$inferSelect; e: typeof watchEvents.$inferSelect };

function toItem({ n, e }: Row): NotificationItem {
  return {
    eventId: e.id,
    type: e.type,
    ruleId: e.ruleId,
    title: e.title,
    summary: e.summary,
    link: e.link,
    severity: e.severity,
    figure: figureOf(e.measured),
    createdAt: n.createdAt.toISOString(),
    readAt: n.readAt?.toISOString() ?? null,
  };
}

export function figureOf(measured: unknown): NotificationItem["figure"] {
  if (!measured || typeof measured !== "object") return null;
  const m = measured as Record<string, unknown>;
  const text = (k: string) => (typeof m[k] === "string" && m[k] ? m[k] : undefined);
  const figure = {
    what: text("what"),
    value: text("value"),
    threshold: text("threshold"),
    window: text("window"),
  };
  return figure.value || figure.threshold ? figure : null;
}
