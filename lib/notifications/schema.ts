import { z } from "zod";

import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE } from "./kinds";

export * from "./kinds";

/**
 * Notifications (the bell, /notifications) and each person's subscriptions and
 * digest (/account/notifications). Browser-safe.
 */
export const notificationsQuery = z.object({
  kind: z.enum(NOTIFICATION_KINDS).optional(),
  state: z.enum(["unread", "read"]).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE),
});
export type NotificationsQuery = z.output<typeof notificationsQuery>;

/** POST /api/notifications/read: some events, or every one ("all"). */
export const markReadSchema = z.union([
  z.object({ eventIds: z.array(z.string().min(1).max(100)).min(1).max(200) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.output<typeof markReadSchema>;

const channelChoice = z.object({ console: z.boolean(), email: z.boolean() });

export const DIGEST_FREQUENCIES = ["off", "daily", "weekly"] as const;

export const digestSettingsSchema = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES),
  hour: z.number().int().min(0).max(23),
  /** 0 Sunday … 6 Saturday (weekly) */
  weekday: z.number().int().min(0).max(6),
  sendEmpty: z.boolean(),
});
export type DigestSettingsInput = z.output<typeof digestSettingsSchema>;

/** PUT /api/account/notifications: the whole of a person's choices. */
export const notificationPrefsSchema = z.object({
  /** by rule id (and "console.notice"); rules the role cannot read are refused */
  subscriptions: z.record(z.string().min(1).max(80), channelChoice),
  digest: digestSettingsSchema,
});
export type NotificationPrefsInput = z.output<typeof notificationPrefsSchema>;

/** GET /api/account/notifications */
export interface NotificationPrefs {
  /** the rules this role may subscribe to, each with its choice (or default) */
  subscriptions: { ruleId: string; console: boolean; email: boolean }[];
  digest: DigestSettingsInput;
  /** the account's timezone, in which the digest's hour is read */
  timeZone: string;
  /** whether an admin has picked the address notification email comes from */
  emailReady: boolean;
}

/** PUT /api/settings/notifications: the sender address of notification email. */
export const notificationSenderSchema = z.object({
  senderEmail: z.email().max(320).nullable(),
});
export type NotificationSenderInput = z.output<typeof notificationSenderSchema>;
