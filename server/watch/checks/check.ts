import "server-only";

import { and, eq } from "drizzle-orm";

import { ruleDef, type RuleId, type RuleSetting } from "@/lib/watch/rules";
import { db } from "@/server/db/client";
import { watchConditions } from "@/server/db/schema";
import { registerJob, scheduleJob } from "@/server/jobs/runner";
import { BACKGROUND_LANE, inLane } from "@/server/upstream/lanes";
import { observe, type EventText, type Measured, type WatchEvent } from "@/server/watch/events";
import { ruleSettings } from "@/server/watch/rule-settings";

export type Settings = Record<RuleId, RuleSetting>;

/**
 * A check: a job run once a minute across all instances (pg-boss's cron), in
 * the upstream client's background lane so people's own reads go first. It
 * reads the rules' current settings and skips when every rule it serves is off.
 */
export function registerCheck(
  name: string,
  rules: readonly RuleId[],
  run: (settings: Settings, now: number) => Promise<void>,
): (now?: number) => Promise<void> {
  const once = async (now = Date.now()) => {
    const settings = await ruleSettings();
    if (!rules.some((id) => settings[id].enabled)) return;
    await inLane(BACKGROUND_LANE, () => run(settings, now));
  };
  registerJob(name, () => once(), { expireInSeconds: 120, retryLimit: 0 });
  scheduleJob(name, "* * * * *");
  return once;
}

export interface Finding {
  ruleId: RuleId;
  subject: string;
  holds: boolean;
  measured: Measured;
  link?: string;
  /** the event's title when the condition starts, and when it ends */
  fired: string;
  resolved: string;
  severity?: EventText["severity"];
}

/** Records a finding; an event is raised when the condition starts or ends. */
export function report(f: Finding): Promise<WatchEvent | null> {
  const def = ruleDef(f.ruleId)!;
  return observe({
    ruleId: f.ruleId,
    subject: f.subject,
    holds: f.holds,
    measured: f.measured,
    describe: (change) => ({
      title: change === "fired" ? f.fired : f.resolved,
      summary: summaryOf(f.measured),
      link: f.link,
      severity: change === "fired" ? (f.severity ?? "warning") : "info",
      permission: def.permission,
    }),
  });
}

/** "Hard bounces of mail from x: 3.1 % (7 of 226) in the last 60 minutes; alert at 2 % of at least 200." */
export function summaryOf(m: Measured): string {
  const parts = [`${m.what}: ${m.value}`];
  if (m.window) parts.push(` ${m.window}`);
  if (m.threshold) parts.push(`; alert at ${m.threshold}`);
  return `${parts.join("")}.`;
}

export const percent = (n: number) =>
  `${n >= 10 ? n.toFixed(0) : n.toFixed(1).replace(/\.0$/, "")} %`;

/** The subjects of a rule whose condition holds now (to resolve those no longer seen). */
export async function firingSubjects(ruleId: RuleId): Promise<string[]> {
  const rows = await (
    await db()
  )
    .select({ subject: watchConditions.subject })
    .from(watchConditions)
    .where(and(eq(watchConditions.ruleId, ruleId), eq(watchConditions.state, "firing")));
  return rows.map((r) => r.subject);
}
