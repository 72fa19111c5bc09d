import { chartColor, statusColor, type StatusTone } from "@/lib/theme-tokens";

/** The contract lists only some values: anything else is shown as it came, never dropped. */
export interface StatusLook {
  label: string;
  tone: StatusTone;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const CAMPAIGN: Record<string, StatusLook> = {
  moderation: { label: "In moderation", tone: "warning" },
  send: { label: "Sending", tone: "info" },
  sent: { label: "Sent", tone: "success" },
};

/** null: approved and waiting for its send date */
export function campaignStatusLook(status: string | null): StatusLook {
  if (status === null) return { label: "Waiting", tone: "neutral" };
  return CAMPAIGN[status] ?? { label: capitalise(status), tone: "neutral" };
}

export function isCampaignLive(status: string | null): boolean {
  return status === null || status === "moderation" || status === "send";
}

export const RECIPIENT_STATUSES = [
  "send",
  "delivered",
  "delivered and opened",
  "delivered and read",
  "read and a clickthrough followed",
  "not delivered",
  "error",
] as const;

const RECIPIENT: Record<string, StatusLook> = {
  send: { label: "Sent", tone: "info" },
  delivered: { label: "Delivered", tone: "success" },
  "delivered and opened": { label: "Delivered and opened", tone: "success" },
  "delivered and read": { label: "Delivered and read", tone: "success" },
  "read and a clickthrough followed": { label: "Read, clicked through", tone: "success" },
  "not delivered": { label: "Not delivered", tone: "warning" },
  error: { label: "Error", tone: "danger" },
};

export function orderedStatuses(byStatus: Record<string, number>): [string, number][] {
  const rank = (s: string) => {
    const i = (RECIPIENT_STATUSES as readonly string[]).indexOf(s);
    return i === -1 ? RECIPIENT_STATUSES.length : i;
  };
  return Object.entries(byStatus).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export function recipientStatusLook(status: string): StatusLook {
  return RECIPIENT[status] ?? { label: capitalise(status || "unknown"), tone: "neutral" };
}

export function recipientStatusColor(status: string): string {
  const index = (RECIPIENT_STATUSES as readonly string[]).indexOf(status);
  const colours = [
    statusColor("neutral"),
    chartColor(1),
    chartColor(5),
    chartColor(0),
    chartColor(3),
    statusColor("warning"),
    statusColor("danger"),
  ];
  return colours[index] ?? chartColor(2);
}
