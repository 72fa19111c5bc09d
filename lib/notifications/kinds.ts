import { RULE_GROUPS } from "@/lib/watch/rule-catalogue";

/**
 * The notifications' constants and replies, without zod (the pages load these;
 * the routes' schemas are in lib/notifications/schema.ts).
 */
export const NOTIFICATION_KINDS = [...RULE_GROUPS, "notices"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE = 50;

export interface NotificationItem {
  eventId: string;
  type: string;
  ruleId: string | null;
  title: string;
  summary: string;
  link: string | null;
  severity: "info" | "warning" | "critical";
  /** the measured figure in words: what, value, threshold, window */
  figure: { what?: string; value?: string; threshold?: string; window?: string } | null;
  createdAt: string;
  readAt: string | null;
}

export interface NotificationsPage {
  items: NotificationItem[];
  total: number;
  unread: number;
}
