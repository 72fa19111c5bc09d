import "server-only";

import type { CampaignCounters } from "@/lib/schemas/resources";
import type { CampaignFigures } from "@/lib/viber/campaign-list-view";
import { upstream, type UpstreamClient } from "@/server/upstream";
import { share, type Shared } from "@/server/upstream/lanes";

/**
 * The upstream's campaign list carries no counters: they come one campaign at a
 * time from GET /viber/task/{id}. A list page asks for the campaigns it shows
 * (at most 100, those that have started sending), and each campaign's counters
 * are kept FRESH_MS, then served at once while newer ones are read, for up to
 * KEEP_MS; at most MAX_KEPT campaigns are kept (the least recently asked go).
 * Reads go CONCURRENCY at a time, so one page does not fill the account's
 * budget of 10 requests a second ahead of the person's (and everybody else's)
 * other calls, and stop once the page that asked has gone (`signal`).
 */
const FRESH_MS = 15_000;
const KEEP_MS = 10 * 60_000;
const MAX_KEPT = 2_000;
const CONCURRENCY = 2;

interface Entry {
  at: number;
  value: CampaignCounters | null;
  /** a read under way, shared by every page asking (each joins: it may go at any of their turns) */
  pending: Shared<CampaignCounters> | null;
}
/** per client (tests and fixture runs swap the client) */
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
    if (now - entry.at >= FRESH_MS) void read(id, entry).catch(() => undefined);
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
