import type { Campaign, CampaignCounters, MoneyAmount } from "@/lib/schemas/resources";

import type { SendGroupLink } from "./campaign-list-view";

/** An upstream campaign that is one send group of a console campaign (server/viber/send-group-links.ts). */
export interface SendGroupMember {
  batchId: string;
  /** how many groups the console campaign has */
  of: number;
  /** the console campaign's name */
  name: string;
}

const dateKey = (text: string) => text.replace(/\D/g, "");

/**
 * One row per console campaign: the send groups of a batch collapse into the
 * earliest sent one, under the campaign's name, listing every group's id. The
 * list's total and status counts then count a batch once, by that row's status.
 */
export function collapseSendGroups(
  items: readonly Campaign[],
  members: ReadonlyMap<number, SendGroupMember>,
): (Campaign & { sendGroup?: SendGroupLink })[] {
  const byBatch = new Map<string, Campaign[]>();
  for (const c of items) {
    const m = members.get(c.id);
    if (m) byBatch.set(m.batchId, [...(byBatch.get(m.batchId) ?? []), c]);
  }
  const lead = new Map<string, Campaign>();
  for (const [batchId, list] of byBatch)
    lead.set(
      batchId,
      [...list].sort(
        (a, b) => dateKey(a.send_date).localeCompare(dateKey(b.send_date)) || a.id - b.id,
      )[0]!,
    );
  return items.flatMap((c) => {
    const m = members.get(c.id);
    if (!m) return [c];
    if (lead.get(m.batchId) !== c) return [];
    const ids = byBatch
      .get(m.batchId)!
      .map((g) => g.id)
      .sort((a, b) => a - b);
    return [{ ...c, name: m.name || c.name, sendGroup: { batchId: m.batchId, of: m.of, ids } }];
  });
}

/** Summed counters of a campaign's groups: undefined while any is loading, null when none was read. */
export function sumCounters(
  list: readonly (CampaignCounters | null | undefined)[],
): CampaignCounters | null | undefined {
  if (list.some((c) => c === undefined)) return undefined;
  const read = list.filter((c): c is CampaignCounters => !!c);
  if (read.length === 0) return null;
  return read.reduce((sum, c) => {
    const out = { ...sum };
    for (const k of Object.keys(c) as (keyof CampaignCounters)[])
      out[k] = (sum[k] ?? 0) + (c[k] ?? 0);
    return out;
  });
}

/** Summed costs per currency, the same way. */
export function sumCosts(
  list: readonly (MoneyAmount[] | null | undefined)[],
): MoneyAmount[] | null | undefined {
  if (list.some((c) => c === undefined)) return undefined;
  const read = list.filter((c): c is MoneyAmount[] => !!c);
  if (read.length === 0) return null;
  const by = new Map<string, number>();
  for (const m of read.flat()) by.set(m.currency, (by.get(m.currency) ?? 0) + m.amount);
  return [...by].map(([currency, amount]) => ({ currency, amount }));
}

/** A figures map where each row standing for a console campaign carries its groups' sum. */
export function summedForGroups<V>(
  map: Map<number, V | null>,
  items: readonly { id: number; sendGroup?: SendGroupLink }[] | undefined,
  sum: (list: (V | null | undefined)[]) => V | null | undefined,
): Map<number, V | null> {
  for (const c of items ?? []) {
    const ids = c.sendGroup?.ids;
    if (!ids) continue;
    const total = sum(ids.map((id) => map.get(id)));
    if (total === undefined) map.delete(c.id);
    else map.set(c.id, total);
  }
  return map;
}
