import "server-only";

import type { Permission } from "@/lib/permissions";

import { publish, type WatchEvent } from "./events";

export interface Notice {
  title: string;
  summary?: string;
  /** a console path ("/viber/campaigns/42") */
  link?: string;
  severity?: "info" | "warning" | "critical";
  /** what a person needs to be told; every role holds the default */
  permission?: Permission;
  /** an event type of the caller's ("approval.requested"); "notice" by default */
  type?: string;
}

/**
 * Tells named people something (an approval waiting for them): an event like any
 * other, delivered to those of them who may read it, in the bell and, for those
 * who chose it, by email (their "Messages for you" subscription).
 */
export async function notifyUsers(userIds: readonly number[], notice: Notice): Promise<WatchEvent> {
  return publish(
    notice.type ?? "notice",
    {
      title: notice.title,
      summary: notice.summary ?? "",
      link: notice.link,
      severity: notice.severity ?? "info",
      permission: notice.permission ?? "campaigns:read",
    },
    { what: notice.title, value: "", recipients: [...new Set(userIds)] },
  );
}
