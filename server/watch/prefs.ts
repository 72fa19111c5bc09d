import "server-only";

import { eq, sql } from "drizzle-orm";

import type {
  DigestSettingsInput,
  NotificationPrefs,
  NotificationPrefsInput,
} from "@/lib/notifications/schema";
import { can, type Role } from "@/lib/permissions";
import { RULE_CATALOGUE } from "@/lib/watch/rule-catalogue";
import { db } from "@/server/db/client";
import { digestSettings, notificationSubscriptions } from "@/server/db/schema";
import { env } from "@/server/env";
import { HttpError } from "@/server/errors";

import { NOTICE_RULE } from "./audience";
import { defaultSubscribed, NOTIFY_CHANNELS } from "./audience-rules";
import { notificationSender } from "./sender-setting";

export const DEFAULT_DIGEST: DigestSettingsInput = {
  frequency: "off",
  hour: 8,
  weekday: 1,
  sendEmpty: false,
};

/** The rule ids a role may subscribe to: the catalogue's it can read, and notices. */
export function subscribableRules(role: Role): string[] {
  return [...RULE_CATALOGUE.filter((r) => can(role, r.permission)).map((r) => r.id), NOTICE_RULE];
}

export async function readPrefs(user: { id: number; role: Role }): Promise<NotificationPrefs> {
  const database = await db();
  const rows = await database
    .select()
    .from(notificationSubscriptions)
    .where(eq(notificationSubscriptions.userId, user.id));
  const choice = (ruleId: string, channel: "console" | "email") =>
    rows.find((r) => r.ruleId === ruleId && r.channel === channel)?.enabled ??
    defaultSubscribed(channel);
  const [digest] = await database
    .select()
    .from(digestSettings)
    .where(eq(digestSettings.userId, user.id));
  return {
    subscriptions: subscribableRules(user.role).map((ruleId) => ({
      ruleId,
      console: choice(ruleId, "console"),
      email: choice(ruleId, "email"),
    })),
    digest: digest
      ? {
          frequency: digest.frequency,
          hour: digest.hour,
          weekday: digest.weekday,
          sendEmpty: digest.sendEmpty,
        }
      : DEFAULT_DIGEST,
    timeZone: env().MESSAGING_API_TIMEZONE,
    emailReady: !!(await notificationSender()),
  };
}

/** Stores a person's choices; a rule their role cannot read is refused, in words. */
export async function writePrefs(
  user: { id: number; role: Role },
  input: NotificationPrefsInput,
): Promise<void> {
  const allowed = subscribableRules(user.role);
  const refused = Object.keys(input.subscriptions).filter((id) => !allowed.includes(id));
  if (refused.length)
    throw new HttpError(
      "validation_failed",
      `Your role cannot subscribe to: ${refused.slice(0, 5).join(", ")}`,
    );
  const values = Object.entries(input.subscriptions).flatMap(([ruleId, c]) =>
    NOTIFY_CHANNELS.map((channel) => ({ userId: user.id, ruleId, channel, enabled: c[channel] })),
  );
  const database = await db();
  await database.transaction(async (tx) => {
    if (values.length)
      await tx
        .insert(notificationSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: [
            notificationSubscriptions.userId,
            notificationSubscriptions.ruleId,
            notificationSubscriptions.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
        });
    await tx
      .insert(digestSettings)
      .values({ userId: user.id, ...input.digest })
      .onConflictDoUpdate({
        target: digestSettings.userId,
        set: { ...input.digest, updatedAt: sql`now()` },
      });
  });
}
