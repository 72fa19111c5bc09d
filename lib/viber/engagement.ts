/**
 * The engagement groups of a campaign's recipients, which a marketer exports or
 * sends a new campaign to. Read counts everyone who read the message, those who
 * also followed its button included; the rest are one status each. A status the
 * console does not know belongs to no group (it stays in the recipient table).
 * Statuses are compared trimmed and lower-cased: the upstream's spelling is not
 * published beyond the contract's list.
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

/** Whether a recipient with this status is in the group. */
export function inEngagementGroup(status: string, group: EngagementGroup): boolean {
  return MEMBERS[group].includes(key(status));
}

/** The groups a status belongs to (none for an unknown or in-flight status). */
export function engagementGroupsOf(status: string): EngagementGroup[] {
  return ENGAGEMENT_GROUPS.filter((g) => inEngagementGroup(status, g));
}

/** Each group's size from a count per status (the campaign page's recipients summary). */
export function engagementCounts(
  byStatus: Record<string, number>,
): Record<EngagementGroup, number> {
  const out: Record<EngagementGroup, number> = { read: 0, clicked: 0, undelivered: 0, error: 0 };
  for (const [status, n] of Object.entries(byStatus))
    for (const g of engagementGroupsOf(status)) out[g] += n;
  return out;
}
