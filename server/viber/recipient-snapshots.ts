import "server-only";

import diagnostics from "node:diagnostics_channel";

import type { CampaignCounters, CampaignStatistics, Recipient } from "@/lib/schemas/resources";
import { approximateBytes } from "@/server/memory/approximate-bytes";
import { upstream } from "@/server/upstream";

import { cache, fresh, seen, type SnapshotEntry as Entry } from "./recipient-snapshot-store";

/**
 * The upstream returns all recipients at once, so one read is paged, sorted and exported,
 * kept with the record read beside it (figures and table agree) until the status changes,
 * its counters move (at most every MIN_RELOAD_MS) or ten idle minutes pass.
 */
export const MIN_RELOAD_MS = 10_000;
/** For diagnostics (bench/profile-cold-recipients.ts); nothing is done unless subscribed. */
const readChannel = diagnostics.channel("messaging-console:recipients-read");

export interface Snapshot {
  at: number;
  rows: Recipient[];
  /** null when read for a page of recipients alone */
  campaign: CampaignStatistics | null;
}

const countersKey = (c: CampaignCounters) =>
  `${c.sent}|${c.delivered}|${c.read}|${c.redirected}|${c.undelivered}|${c.errors}`;

export function noteCampaign(campaign: CampaignStatistics): void {
  const counters = countersKey(campaign.statistic);
  seen.set(campaign.id, { status: campaign.status, counters });
  // a page's two prefetches run side by side: rows read a moment ago are of this record's moment
  const hit = cache.peek(campaign.id);
  if (hit && hit.status === undefined && justRead(hit))
    Object.assign(hit, { status: campaign.status, counters, campaign });
}

/** The cached one when read under the same status and counters (or within MIN_RELOAD_MS). */
export async function snapshotWith(campaign: CampaignStatistics): Promise<Snapshot> {
  noteCampaign(campaign);
  const id = campaign.id;
  const counters = countersKey(campaign.statistic);
  const hit = fresh(id);
  if (hit && hit.status === campaign.status) {
    if (!hit.settled) {
      hit.campaign = campaign;
      hit.counters = counters;
      return settle(hit);
    }
    if (hit.counters === counters) {
      hit.campaign ??= campaign; // read for a table page: this record has its counters
      return settle(hit);
    }
    if (hit.campaign && Date.now() - hit.at < MIN_RELOAD_MS) return settle(hit);
  }
  return settle(load(id, campaign));
}

/** New ones only if the status changed since. */
export async function recipientsSnapshot(id: number): Promise<Snapshot> {
  const hit = fresh(id);
  const last = seen.get(id);
  if (hit && (!last || hit.status === last.status)) return settle(hit);
  return settle(load(id, null));
}

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
      // the record read right after its recipients: counters and rows of one moment
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
      // sized now that the rows are here; stored again to count them against the budget
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
