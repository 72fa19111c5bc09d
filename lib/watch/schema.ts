import { z } from "zod";

import { RULE_IDS, type RuleDef, type RuleSetting } from "./rules";

/** PATCH /api/watch/rules/[id]: switch a rule on or off, change its thresholds. */
export const ruleChangeSchema = z
  .object({
    enabled: z.boolean().optional(),
    params: z.record(z.string().max(40), z.number().finite()).optional(),
  })
  .refine((v) => v.enabled !== undefined || v.params !== undefined, {
    message: "Nothing to change",
  });
export type RuleChange = z.output<typeof ruleChangeSchema>;

/** A rule as the admin page shows it: its definition, its setting, and what fires now. */
export interface RuleView extends Omit<RuleDef, "params"> {
  params: (RuleDef["params"][string] & { key: string })[];
  setting: RuleSetting;
  /** subjects whose condition holds now ("example.com", "campaign 12") */
  firing: string[];
  /** when a check of it last ran (ISO), null when never */
  checkedAt: string | null;
}

/** An event as GET /api/watch/events lists it. */
export interface WatchEventView {
  id: string;
  type: string;
  ruleId: string | null;
  subject: string | null;
  severity: "info" | "warning" | "critical";
  title: string;
  summary: string;
  link: string | null;
  measured: unknown;
  createdAt: string;
}

/** GET /api/watch/events: newest first, optionally of one rule, before a time (paging). */
export const watchEventsQuery = z.object({
  rule: z.string().max(60).optional(),
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** PATCH /api/watch/rules/[id]: the rule's id as lib/watch/rules.ts names it. */
export const ruleIdParams = z.object({ id: z.enum(RULE_IDS) });
