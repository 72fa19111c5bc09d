import "server-only";

import { eq } from "drizzle-orm";

import { defaultSetting, ruleDef, RULES, type RuleId, type RuleSetting } from "@/lib/watch/rules";
import type { RuleChange } from "@/lib/watch/schema";
import { db } from "@/server/db/client";
import { consoleSettings } from "@/server/db/schema";

/**
 * Rule settings: the defaults of lib/watch/rules.ts, overridden by an admin's
 * changes, kept as one console_settings row (read by each check, once a minute).
 */
const KEY = "watch_rules";
type Stored = Partial<Record<RuleId, Partial<RuleSetting>>>;

async function stored(): Promise<Stored> {
  const [row] = await (
    await db()
  )
    .select()
    .from(consoleSettings)
    .where(eq(consoleSettings.key, KEY));
  const value = row?.value;
  return value && typeof value === "object" ? value : {};
}

function merge(id: RuleId, saved: Partial<RuleSetting> | undefined): RuleSetting {
  const def = ruleDef(id)!;
  const base = defaultSetting(def);
  const params = { ...base.params };
  for (const [k, v] of Object.entries(saved?.params ?? {}))
    if (k in def.params && typeof v === "number") params[k] = v;
  return { enabled: saved?.enabled ?? base.enabled, params };
}

/** Every rule's effective setting. */
export async function ruleSettings(): Promise<Record<RuleId, RuleSetting>> {
  const saved = await stored();
  return Object.fromEntries(RULES.map((r) => [r.id, merge(r.id, saved[r.id])])) as Record<
    RuleId,
    RuleSetting
  >;
}

export async function ruleSetting(id: RuleId): Promise<RuleSetting> {
  return merge(id, (await stored())[id]);
}

export class RuleChangeError extends Error {}

/** Applies an admin's change (each value within its parameter's range); returns the new setting. */
export async function changeRule(id: RuleId, change: RuleChange): Promise<RuleSetting> {
  const def = ruleDef(id)!;
  for (const [k, v] of Object.entries(change.params ?? {})) {
    const p = def.params[k];
    if (!p) throw new RuleChangeError(`${def.title} has no setting "${k}"`);
    if (v < p.min || v > p.max)
      throw new RuleChangeError(`${p.label}: between ${p.min} and ${p.max} ${p.unit}`);
  }
  const database = await db();
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(consoleSettings)
      .where(eq(consoleSettings.key, KEY))
      .for("update");
    const all = (row?.value ?? {}) as Stored;
    const current = merge(id, all[id]);
    const next: RuleSetting = {
      enabled: change.enabled ?? current.enabled,
      params: { ...current.params, ...change.params },
    };
    const value = { ...all, [id]: next };
    await tx
      .insert(consoleSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: consoleSettings.key, set: { value, updatedAt: new Date() } });
    return next;
  });
}
