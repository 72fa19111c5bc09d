import "server-only";

import type { CampaignCounters } from "@/lib/schemas/resources";
import type { CampaignFigures } from "@/lib/viber/campaign-list-view";
import { upstream, type UpstreamClient } from "@/server/upstream";
import { BACKGROUND_LANE, inLane, share, type Shared } from "@/server/upstream/lanes";

/**
 * The campaign list carries no counters: they come one campaign at a time, kept and served
 * stale-while-revalidate, CONCURRENCY at a time so one page does not fill the budget.
 */
const FRESH_MS = 15_000;
const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 2_000;
const CONCURRENCY = 2;

interface Entry {
  at: number;
  value: CampaignCounters | null;
  /** each asker joins: it may go at any of their turns */
  pending: Shared<CampaignCounters> | null;
}
/** tests and fixture runs swap the client */
const byClient = new WeakMap<UpstreamClient, Map<number, Entry>>();

function read(id: number, entry: Entry): Promise<CampaignCounters> {
  if (entry.pending) {
    entry.pending.join();
    return entry.pending.promise;
  }
  const pending = share(() =>
    upstream()
      .viber.getCampaign(id)
      .then((c) => c.statistic),
  );
  entry.pending = pending;
  pending.promise.then(
    (value) => Object.assign(entry, { at: Date.now(), value, pending: null }),
    () => (entry.pending = null),
  );
  return pending.promise;
}

async function figuresOf(id: number): Promise<CampaignCounters | null> {
  const now = Date.now();
  const client = upstream();
  let kept = byClient.get(client);
  if (!kept) byClient.set(client, (kept = new Map<number, Entry>()));
  let entry = kept.get(id);
  if (entry) kept.delete(id);
  if (!entry || (entry.value && now - entry.at > KEEP_MS))
    entry = { at: 0, value: null, pending: null };
  kept.set(id, entry); // most recently asked last
  while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  if (entry.value) {
    // Nobody waits for a stale figure's refresh: it goes in the background lane, or
    // fifty of them from one list would queue ahead of (or refuse) its viewer's next read.
    if (now - entry.at >= FRESH_MS && !entry.pending)
      void inLane(BACKGROUND_LANE, () => read(id, entry)).catch(() => undefined);
    return entry.value;
  }
  // one campaign's counters failing (deleted, a fault) does not fail the page
  return read(id, entry).catch(() => null);
}

export async function campaignFigures(
  ids: number[],
  signal?: AbortSignal,
): Promise<CampaignFigures> {
  const out: CampaignFigures["items"] = ids.map((id) => ({ id, statistic: null }));
  let next = 0;
  const worker = async () => {
    while (next < ids.length && !signal?.aborted) {
      const i = next++;
      const id = ids[i]!;
      out[i] = { id, statistic: await figuresOf(id) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return { items: out };
}
