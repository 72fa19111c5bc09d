import "server-only";

import { and, eq } from "drizzle-orm";

import type { Permission } from "@/lib/permissions";
import { db } from "@/server/db/client";
import { notificationSubscriptions, users } from "@/server/db/schema";

import { pickAudience, recipientsOf, type NotifyChannel } from "./audience-rules";
import type { WatchEvent } from "./events";

/** The users a channel tells of an event: active, allowed, subscribed (audience-rules.ts). */
export async function audience(event: WatchEvent, channel: NotifyChannel): Promise<number[]> {
  const database = await db();
  const people = await database
    .select({ id: users.id, role: users.role, active: users.active })
    .from(users);
  const ruleId = event.ruleId ? event.ruleId : recipientsOf(event.measured) ? NOTICE_RULE : null;
  const choices = ruleId
    ? await database
        .select({
          userId: notificationSubscriptions.userId,
          enabled: notificationSubscriptions.enabled,
        })
        .from(notificationSubscriptions)
        .where(
          and(
            eq(notificationSubscriptions.ruleId, ruleId),
            eq(notificationSubscriptions.channel, channel),
          ),
        )
    : [];
  return pickAudience(
    people,
    new Map(choices.map((c) => [c.userId, c.enabled])),
    { permission: event.permission as Permission, ruleId: event.ruleId, measured: event.measured },
    channel,
  );
}

/** The subscription key of events meant for named people (notifyUsers). */
export const NOTICE_RULE = "console.notice";
