import "server-only";

import diagnostics from "node:diagnostics_channel";

import type { CampaignCounters, CampaignStatistics, Recipient } from "@/lib/schemas/resources";
import { approximateBytes } from "@/server/memory/approximate-bytes";
import { upstream } from "@/server/upstream";

import { cache, fresh, seen, type SnapshotEntry as Entry } from "./recipient-snapshot-store";

/**
 * Snapshots of a campaign's recipients. The upstream returns them all at once
 * (100,000 in the demo, seconds to fetch and read), so the console pages,
 * filters, sorts and exports one read of them, and keeps it:
 *
 * - with the campaign record read beside it, so the page's counters, charts and
 *   table come from one moment and agree;
 * - until the campaign moves on: a record whose status differs from the one the
 *   snapshot was read under is never served with older recipients (the next read
 *   waits for new ones), and one whose counters moved gets new recipients, at
 *   most every {@link MIN_RELOAD_MS} (until then the page shows the snapshot it
 *   has and says newer figures are coming);
 * - for up to ten minutes while nothing moves (./recipient-snapshot-store.ts),
 *   so paging and coming back never wait for the upstream.
 */
export const MIN_RELOAD_MS = 10_000;
/**
 * Says when a campaign's recipients have been read (parsed and checked), for
 * diagnostics (bench/profile-cold-recipients.ts); nothing is done unless subscribed.
 */
const readChannel = diagnostics.channel("messaging-console:recipients-read");

export interface Snapshot {
  /** epoch ms when the recipients were asked for */
  at: number;
  rows: Recipient[];
  /** the record read with these recipients (null when read for a page of recipients alone) */
  campaign: CampaignStatistics | null;
}

const countersKey = (c: CampaignCounters) =>
  `${c.sent}|${c.delivered}|${c.read}|${c.redirected}|${c.undelivered}|${c.errors}`;

/** Tells the cache what a fresh read of a campaign's record said. */
export function noteCampaign(campaign: CampaignStatistics): void {
  const counters = countersKey(campaign.statistic);
  seen.set(campaign.id, { status: campaign.status, counters });
  // recipients read for a table page a moment ago, before any record was seen (a
  // page's two prefetches run side by side): this record is of the same moment
  const hit = cache.peek(campaign.id);
  if (hit && hit.status === undefined && justRead(hit))
    Object.assign(hit, { status: campaign.status, counters, campaign });
}

/**
 * The snapshot to show beside `campaign` (a record just read): the cached one
 * when it was read under the same status and counters (or the counters moved
 * less than {@link MIN_RELOAD_MS} after it), else new recipients.
 */
export async function snapshotWith(campaign: CampaignStatistics): Promise<Snapshot> {
  noteCampaign(campaign);
  const id = campaign.id;
  const counters = countersKey(campaign.statistic);
  // (noteCampaign has let a table page's read of a moment ago adopt this record)
  const hit = fresh(id);
  if (hit && hit.status === campaign.status) {
    if (!hit.settled) {
      // being read right now: this record is as new as the rows that come
      hit.campaign = campaign;
      hit.counters = counters;
      return settle(hit);
    }
    if (hit.counters === counters) {
      hit.campaign ??= campaign; // read for a table page: this record has its counters
      return settle(hit);
    }
    // moved since: keep the snapshot (with its own record) for a while, or read anew
    if (hit.campaign && Date.now() - hit.at < MIN_RELOAD_MS) return settle(hit);
  }
  return settle(load(id, campaign));
}

/**
 * The recipients for a page of the table: the campaign's snapshot unless the
 * campaign's status has changed since it was read (then new ones).
 */
export async function recipientsSnapshot(id: number): Promise<Snapshot> {
  const hit = fresh(id);
  const last = seen.get(id);
  if (hit && (!last || hit.status === last.status)) return settle(hit);
  return settle(load(id, null));
}

/** still being read, or read less than {@link MIN_RELOAD_MS} ago */
const justRead = (e: Entry) => !e.settled || Date.now() - (e.settledAt ?? e.at) < MIN_RELOAD_MS;

function load(id: number, campaign: CampaignStatistics | null): Entry {
  const last = seen.get(id);
  const entry: Entry = {
    at: Date.now(),
    status: campaign ? campaign.status : last?.status,
    counters: campaign ? countersKey(campaign.statistic) : last?.counters,
    campaign,
    rows: Promise.resolve([]),
    settled: false,
    bytes: 0,
  };
  entry.rows = upstream()
    .viber.listRecipients(id)
    .then(async (rows) => {
      if (readChannel.hasSubscribers) readChannel.publish({ id, rows: rows.length });
      // for a page's snapshot, the record read right after its recipients (not the one
      // asked for a moment before, nor a cached one): counters and rows of one moment
      if (campaign) {
        const record = await upstream()
          .viber.getCampaign(id, { fresh: true })
          .catch(() => campaign);
        Object.assign(entry, {
          campaign: record,
          status: record.status,
          counters: countersKey(record.statistic),
        });
        seen.set(id, { status: record.status, counters: countersKey(record.statistic) });
      }
      return rows;
    });
  cache.set(id, entry);
  entry.rows.then(
    (rows) => {
      Object.assign(entry, { settled: true, settledAt: Date.now() });
      // sized now that the rows are here: stored again to count them (the least
      // recently used snapshots go if the budget is exceeded; this one too if alone it is)
      entry.bytes = approximateBytes(rows) + approximateBytes(entry.campaign);
      if (cache.peek(id) === entry) {
        cache.delete(id);
        cache.set(id, entry);
      }
    },
    () => cache.peek(id) === entry && cache.delete(id),
  );
  return entry;
}

async function settle(entry: Entry): Promise<Snapshot> {
  const rows = await entry.rows;
  return { at: entry.at, rows, campaign: entry.campaign };
}
