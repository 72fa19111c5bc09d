/**
 * Read includes those who also clicked. An unknown status is in no group; statuses are
 * compared trimmed and lower-cased, as the upstream's spelling is not published.
 */
export const ENGAGEMENT_GROUPS = ["read", "clicked", "undelivered", "error"] as const;
export type EngagementGroup = (typeof ENGAGEMENT_GROUPS)[number];

const MEMBERS: Record<EngagementGroup, readonly string[]> = {
  read: ["delivered and read", "read and a clickthrough followed"],
  clicked: ["read and a clickthrough followed"],
  undelivered: ["not delivered"],
  error: ["error"],
};

export const ENGAGEMENT_LABELS: Record<EngagementGroup, { title: string; hint: string }> = {
  read: { title: "Read", hint: "read the message (clickers included)" },
  clicked: { title: "Clicked", hint: "followed the button's link" },
  undelivered: { title: "Not delivered", hint: "the message did not reach them" },
  error: { title: "Error", hint: "not sent: a technical error" },
};

const key = (status: string) => status.trim().toLowerCase();

export function isEngagementGroup(value: unknown): value is EngagementGroup {
  return (ENGAGEMENT_GROUPS as readonly unknown[]).includes(value);
}

export function inEngagementGroup(status: string, group: EngagementGroup): boolean {
  return MEMBERS[group].includes(key(status));
}

export function engagementGroupsOf(status: string): EngagementGroup[] {
  return ENGAGEMENT_GROUPS.filter((g) => inEngagementGroup(status, g));
}

export function engagementCounts(
  byStatus: Record<string, number>,
): Record<EngagementGroup, number> {
  const out: Record<EngagementGroup, number> = { read: 0, clicked: 0, undelivered: 0, error: 0 };
  for (const [status, n] of Object.entries(byStatus))
    for (const g of engagementGroupsOf(status)) out[g] += n;
  return out;
}
