import type { Permission } from "@/lib/permissions";

/**
 * The rules the console watches, by id: the one list the rule checks
 * (server/watch/rules), subscriptions, digests and the admin rules page share.
 * Browser-safe. An event's `ruleId` is one of these ids; `permission` is the one
 * a person needs to be told of it (and to subscribe to it).
 */
export const RULE_GROUPS = ["email", "domains", "viber", "upstream", "webhooks"] as const;
export type RuleGroup = (typeof RULE_GROUPS)[number];

export const RULE_GROUP_LABELS: Record<RuleGroup, string> = {
  email: "Email",
  domains: "Sender domains",
  viber: "Viber campaigns",
  upstream: "Messaging API",
  webhooks: "Webhooks",
};

export interface RuleEntry {
  id: string;
  label: string;
  /** One line: when it fires. */
  description: string;
  group: RuleGroup;
  permission: Permission;
}

// Admin-only rules use permissions only the admin role holds.
export const RULE_CATALOGUE = [
  {
    id: "email.hard-bounces",
    label: "Hard bounces",
    description: "Hard-bounce rate of a sender domain above the threshold over the window",
    group: "email",
    permission: "email:read",
  },
  {
    id: "email.soft-bounces",
    label: "Soft bounces",
    description: "Soft or deferred rate of a sender domain above the threshold over the window",
    group: "email",
    permission: "email:read",
  },
  {
    id: "email.unsubscribes",
    label: "Unsubscribes",
    description: "Unsubscribes in 24 hours above a multiple of the 7-day daily median",
    group: "email",
    permission: "email:read",
  },
  {
    id: "email.resubscribe-quota",
    label: "Resubscribe quota",
    description: "The resubscribe quota is used up",
    group: "email",
    permission: "email:read",
  },
  {
    id: "domains.checks",
    label: "Sender domain checks",
    description:
      "A DKIM, SPF or DMARC verdict, or a DNS record the diagnostics check, goes from passing to failing, or back",
    group: "domains",
    permission: "domains:write",
  },
  {
    id: "viber.finished",
    label: "Campaign finished",
    description: "A Viber campaign finished: sent, delivered, read and clicked",
    group: "viber",
    permission: "campaigns:read",
  },
  {
    id: "viber.errors",
    label: "Campaign errors",
    description: "Undelivered or error rate above the threshold while a campaign sends",
    group: "viber",
    permission: "campaigns:read",
  },
  {
    id: "viber.moderation",
    label: "Moderation slow",
    description: "A campaign in moderation for longer than the limit",
    group: "viber",
    permission: "campaigns:read",
  },
  {
    id: "viber.refused",
    label: "Moderation refused",
    description: "A campaign refused by moderation",
    group: "viber",
    permission: "campaigns:read",
  },
  {
    id: "upstream.token",
    label: "Token refused",
    description: "The Messaging API refuses the console's token",
    group: "upstream",
    permission: "users:manage",
  },
  {
    id: "upstream.failures",
    label: "Server errors",
    description: "A run of 5xx replies or timeouts from the Messaging API",
    group: "upstream",
    permission: "users:manage",
  },
  {
    id: "upstream.budget-wait",
    label: "Budget waits",
    description: "Requests waiting for the request budget longer than the limit",
    group: "upstream",
    permission: "users:manage",
  },
  {
    id: "webhooks.paused",
    label: "Webhook paused",
    description: "A webhook endpoint was paused after repeated failed deliveries",
    group: "webhooks",
    permission: "users:manage",
  },
] as const satisfies readonly RuleEntry[];

export type RuleId = (typeof RULE_CATALOGUE)[number]["id"];

export const RULE_IDS: readonly RuleId[] = RULE_CATALOGUE.map((r) => r.id);

export function ruleEntry(id: string | null | undefined): RuleEntry | undefined {
  return RULE_CATALOGUE.find((r) => r.id === id);
}

export function isRuleId(id: string): id is RuleId {
  return RULE_IDS.includes(id as RuleId);
}
