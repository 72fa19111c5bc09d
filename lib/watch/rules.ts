import type { Permission } from "@/lib/permissions";

/**
 * What the console watches (docs/alerts.md): each rule with the thresholds an
 * admin may change. Browser-safe: the admin page lists and edits these; the
 * checks (server/watch/checks/) read the effective values.
 */
export interface RuleParam {
  label: string;
  unit: "%" | "emails" | "messages" | "times" | "hours" | "minutes" | "seconds" | "calls";
  default: number;
  min: number;
  max: number;
}

export interface RuleDef {
  id: RuleId;
  group: "Email" | "Sender domains" | "Viber" | "Upstream";
  title: string;
  /** what it fires on, in words */
  description: string;
  /** who may read its alerts */
  permission: Permission;
  params: Record<string, RuleParam>;
}

export const RULE_IDS = [
  "email.hard-bounces",
  "email.soft-bounces",
  "email.unsubscribes",
  "email.resubscribe-quota",
  "domains.checks",
  "viber.finished",
  "viber.errors",
  "viber.moderation",
  "viber.refused",
  "upstream.token",
  "upstream.failures",
  "upstream.budget-wait",
] as const;
export type RuleId = (typeof RULE_IDS)[number];

const pct = (label: string, d: number): RuleParam => ({
  label,
  unit: "%",
  default: d,
  min: 0.1,
  max: 100,
});
const minSent = (d: number, unit: RuleParam["unit"] = "emails"): RuleParam => ({
  label: "Only when at least",
  unit,
  default: d,
  min: 1,
  max: 1_000_000,
});
const window = (d: number): RuleParam => ({
  label: "Window",
  unit: "minutes",
  default: d,
  min: 5,
  max: 1440,
});

export const RULES: readonly RuleDef[] = [
  {
    id: "email.hard-bounces",
    group: "Email",
    title: "Hard bounces per sender domain",
    description: "The share of a sender domain's emails refused for good, over the window.",
    permission: "email:read",
    params: { rate: pct("Rate at least", 2), minSent: minSent(200), windowMinutes: window(60) },
  },
  {
    id: "email.soft-bounces",
    group: "Email",
    title: "Soft bounces (deferred) per sender domain",
    description: "The share of a sender domain's emails refused for now, over the window.",
    permission: "email:read",
    params: { rate: pct("Rate at least", 5), minSent: minSent(200), windowMinutes: window(60) },
  },
  {
    id: "email.unsubscribes",
    group: "Email",
    title: "Unsubscribes above normal",
    description: "Unsubscribes in the last 24 hours against the median day of the 7 before.",
    permission: "email:read",
    params: {
      multiple: {
        label: "At least this many times the median",
        unit: "times",
        default: 3,
        min: 1.1,
        max: 100,
      },
      minCount: { label: "Only when at least", unit: "emails", default: 10, min: 1, max: 100_000 },
    },
  },
  {
    id: "email.resubscribe-quota",
    group: "Email",
    title: "Resubscribe requests used up",
    description: "No resubscribe requests are left for the next 24 hours.",
    permission: "email:read",
    params: {},
  },
  {
    id: "domains.checks",
    group: "Sender domains",
    title: "A sender domain check fails",
    description:
      "DKIM, SPF or DMARC of a sender domain goes from passing to failing, by the Messaging API's verdict or the console's DNS check.",
    permission: "email:read",
    params: {
      everyMinutes: {
        label: "Check each domain every",
        unit: "minutes",
        default: 5,
        min: 1,
        max: 1440,
      },
    },
  },
  {
    id: "viber.finished",
    group: "Viber",
    title: "Campaign finished",
    description: "A summary once a campaign has sent, beside the median of the last 10.",
    permission: "campaigns:read",
    params: {},
  },
  {
    id: "viber.errors",
    group: "Viber",
    title: "Undelivered or failed while sending",
    description: "The share of a sending campaign's messages not delivered or failed.",
    permission: "campaigns:read",
    params: { rate: pct("Rate at least", 10), minSent: minSent(50, "messages") },
  },
  {
    id: "viber.moderation",
    group: "Viber",
    title: "In moderation too long",
    description: "A campaign has waited for moderation longer than this.",
    permission: "campaigns:read",
    params: { hours: { label: "Longer than", unit: "hours", default: 2, min: 0.1, max: 240 } },
  },
  {
    id: "viber.refused",
    group: "Viber",
    title: "Refused by moderation",
    description: "Moderation refused a campaign.",
    permission: "campaigns:read",
    params: {},
  },
  {
    id: "upstream.token",
    group: "Upstream",
    title: "Credentials refused",
    description: "The Messaging API refuses the console's credentials.",
    permission: "users:manage",
    params: {},
  },
  {
    id: "upstream.failures",
    group: "Upstream",
    title: "Server errors or timeouts in a row",
    description: "The Messaging API answered this many calls in a row with 5xx or not at all.",
    permission: "users:manage",
    params: { run: { label: "In a row", unit: "calls", default: 5, min: 2, max: 1000 } },
  },
  {
    id: "upstream.budget-wait",
    group: "Upstream",
    title: "Waiting for the request budget",
    description: "Calls waited this long for the account's requests-per-second budget.",
    permission: "users:manage",
    params: { seconds: { label: "Longer than", unit: "seconds", default: 10, min: 1, max: 600 } },
  },
];

export type RuleValues = Record<string, number>;
export interface RuleSetting {
  enabled: boolean;
  params: RuleValues;
}

export const ruleDef = (id: string): RuleDef | undefined => RULES.find((r) => r.id === id);

/** A rule's defaults. */
export function defaultSetting(def: RuleDef): RuleSetting {
  return {
    enabled: true,
    params: Object.fromEntries(Object.entries(def.params).map(([k, p]) => [k, p.default])),
  };
}
