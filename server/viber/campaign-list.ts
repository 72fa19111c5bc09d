import "server-only";

import type { CampaignListParams } from "@/lib/schemas/queries";
import type { Campaign } from "@/lib/schemas/resources";
import { campaignView, type CampaignListPage } from "@/lib/viber/campaign-list-view";
import { collapseSendGroups, type SendGroupMember } from "@/lib/viber/send-group-rows";
import { upstream, type UpstreamClient } from "@/server/upstream";
import { BACKGROUND_LANE, inLane, share, type Shared } from "@/server/upstream/lanes";
import { pageThrough } from "@/server/upstream/paging";

import { sendGroupMembers } from "./send-group-links";

/**
 * The upstream lists by limit and offset only (no total, search, filter or order), so the
 * whole list is read and kept stale-while-revalidate; `Cache-Control: no-cache` waits.
 */
export const CAMPAIGN_SCAN_MAX = 5_000;
const PER_CALL = 100;
const FRESH_MS = 10_000;
const KEEP_MS = 5 * 60_000;

interface Read {
  items: Campaign[];
  complete: boolean;
  unreadable: number;
  /** the console campaigns sent in groups, read with the list (not on every request) */
  members: Map<number, SendGroupMember>;
}
interface Entry {
  client: UpstreamClient;
  at: number;
  read: Promise<Read>;
  settled: boolean;
  /** whoever asks for a fresh list (`no-cache`) joins it */
  refreshing: Shared<Read> | null;
}
/** On globalThis: the release job runs in another bundle (another module copy) and forgets it too. */
const state = ((globalThis as { __campaignList?: { entry: Entry | null } }).__campaignList ??= {
  entry: null,
});

async function readAll(): Promise<Read> {
  let unreadable = 0;
  const { items, complete } = await pageThrough(
    async (offset, limit) => {
      const page = await upstream().viber.listCampaigns({ offset, limit }, { cacheTtlMs: 0 });
      unreadable += page.unreadable ?? 0;
      return page.items;
    },
    { limit: CAMPAIGN_SCAN_MAX, perCall: PER_CALL, key: (c) => String(c.id) },
  );
  const members = await sendGroupMembers().catch(() => new Map<number, SendGroupMember>());
  return { items, complete, unreadable, members };
}

function load(): Entry {
  const fresh: Entry = {
    client: upstream(),
    at: Date.now(),
    read: readAll(),
    settled: false,
    refreshing: null,
  };
  state.entry = fresh;
  fresh.read.then(
    () => (fresh.settled = true),
    () => {
      if (state.entry === fresh) state.entry = null; // a failure is not kept
    },
  );
  return fresh;
}

function refresh(stale: Entry): Promise<Read> {
  if (stale.refreshing) {
    stale.refreshing.join();
    return stale.refreshing.promise;
  }
  const next = share(readAll);
  stale.refreshing = next;
  next.promise.then(
    (value) => {
      if (state.entry === stale)
        state.entry = {
          client: stale.client,
          at: Date.now(),
          read: Promise.resolve(value),
          settled: true,
          refreshing: null,
        };
    },
    () => {
      stale.refreshing = null; // keep serving the older read; the next request tries again
    },
  );
  return next.promise;
}

export function allCampaigns(opts: { revalidate?: boolean } = {}): Promise<Read> {
  const now = Date.now();
  if (state.entry && state.entry.client !== upstream()) state.entry = null;
  const entry = state.entry;
  if (!entry || (entry.settled && now - entry.at > KEEP_MS && !entry.refreshing))
    return load().read;
  if (!entry.settled) return entry.read;
  if (opts.revalidate) return refresh(entry);
  // nobody waits for it: the background lane, not ahead of this person's next read
  if (now - entry.at >= FRESH_MS && !entry.refreshing)
    void inLane(BACKGROUND_LANE, () => refresh(entry)).catch(() => undefined);
  return entry.read;
}

export function forgetCampaignList(): void {
  state.entry = null;
}

export async function listCampaignPage(
  p: CampaignListParams,
  opts: { revalidate?: boolean } = {},
): Promise<CampaignListPage> {
  const read = await allCampaigns(opts);
  // a console campaign sent in groups is one row (its total and status counts: once)
  const { rows, statusCounts } = campaignView(collapseSendGroups(read.items, read.members), p);
  return {
    items: rows.slice(p.offset, p.offset + p.limit),
    total: rows.length,
    statusCounts,
    complete: read.complete,
    ...(read.unreadable ? { unreadable: read.unreadable } : {}),
  };
}
