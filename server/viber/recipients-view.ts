import "server-only";

import type { RecipientsQuery } from "@/lib/schemas/queries";
import type { Recipient, RecipientsSummary } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

import { deliveryTimeline } from "./delivery-timeline";

/**
 * The upstream returns a campaign's recipients all at once (100,000 in the demo,
 * seconds to fetch and read), so the console pages, filters, sorts and exports
 * them itself. A reply is fresh for 30 s; after that, for up to 10 minutes, it
 * is still served at once while a newer one is fetched in the background
 * (stale-while-revalidate), so paging and coming back never wait for the upstream.
 */
const FRESH_MS = 30_000;
const KEEP_MS = 10 * 60_000;
/** replies kept at most (each large campaign holds tens of MB) */
const MAX_CAMPAIGNS = 6;

interface Entry {
  at: number;
  rows: Promise<Recipient[]>;
  settled: boolean;
  refreshing: boolean;
}
const cache = new Map<number, Entry>();

export function campaignRecipients(id: number): Promise<Recipient[]> {
  const now = Date.now();
  for (const [k, v] of cache) if (now - v.at > KEEP_MS && !v.refreshing) cache.delete(k);
  const hit = cache.get(id);
  if (hit) {
    cache.delete(id);
    cache.set(id, hit); // most recently used last
    if (now - hit.at < FRESH_MS || !hit.settled) return hit.rows;
    if (!hit.refreshing) refresh(id, hit);
    return hit.rows;
  }
  return load(id).rows;
}

function load(id: number): Entry {
  const entry: Entry = {
    at: Date.now(),
    rows: upstream().viber.listRecipients(id),
    settled: false,
    refreshing: false,
  };
  cache.set(id, entry);
  entry.rows.then(
    () => (entry.settled = true),
    () => cache.get(id) === entry && cache.delete(id),
  );
  while (cache.size > MAX_CAMPAIGNS) cache.delete(cache.keys().next().value!);
  return entry;
}

function refresh(id: number, stale: Entry): void {
  stale.refreshing = true;
  upstream()
    .viber.listRecipients(id)
    .then(
      (rows) => {
        if (cache.get(id) === stale)
          cache.set(id, {
            at: Date.now(),
            rows: Promise.resolve(rows),
            settled: true,
            refreshing: false,
          });
      },
      () => {
        // keep serving the older reply; the next request tries again
        stale.refreshing = false;
      },
    );
}

/**
 * The recipients matching `q`, in its order. Paging through a view asks for the
 * same filter and order again and again, so the last few views of each reply are
 * kept (a sort of 100,000 rows costs far more than a page).
 */
export function filterRecipients(
  rows: Recipient[],
  q: Pick<RecipientsQuery, "status" | "q" | "sort">,
): Recipient[] {
  const key = `${q.status ?? ""}|${q.q ?? ""}|${q.sort}`;
  let views = viewCache.get(rows);
  if (!views) viewCache.set(rows, (views = new Map()));
  const hit = views.get(key);
  if (hit) {
    views.delete(key);
    views.set(key, hit); // most recently used last
    return hit;
  }
  const view = buildView(rows, q);
  views.set(key, view);
  if (views.size > MAX_VIEWS) views.delete(views.keys().next().value!);
  return view;
}

const MAX_VIEWS = 8;
const viewCache = new WeakMap<Recipient[], Map<string, Recipient[]>>();

function buildView(rows: Recipient[], q: Pick<RecipientsQuery, "status" | "q" | "sort">) {
  let out = rows;
  if (q.status) out = out.filter((r) => r.status === q.status);
  if (q.q) out = out.filter((r) => r.phone.includes(q.q!));
  const dir = q.sort.startsWith("-") ? -1 : 1;
  const field = q.sort.replace(/^-/, "") as "send_date" | "last_update" | "price";
  // Numeric keys sort 100,000 rows several times faster than comparing strings;
  // ties (many recipients share a second or a price) keep an order by phone.
  const keys = Float64Array.from(out, (r) => (field === "price" ? r.price : dateKey(r[field])));
  const phones = Float64Array.from(out, (r) => Number(r.phone) || 0);
  const order = Uint32Array.from(out, (_, i) => i).sort(
    (a, b) => (keys[a]! - keys[b]!) * dir || phones[a]! - phones[b]! || a - b,
  );
  return Array.from(order, (i) => out[i]!);
}

/** `YYYY-MM-DD HH:MM:SS` as the number YYYYMMDDHHMMSS (same order); no date sorts first. */
function dateKey(text: string | null): number {
  if (!text) return -Infinity;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c >= 0 && c <= 9) n = n * 10 + c;
  }
  return n;
}

/**
 * Counts per status and the cost per currency of a set of recipients, kept per
 * array: the cached replies and views are asked again page after page.
 */
export function summarise(rows: Recipient[]): RecipientsSummary {
  const hit = summaries.get(rows);
  if (hit) return hit;
  const byStatus: Record<string, number> = {};
  const cost: Record<string, number> = {};
  for (const r of rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (r.currency) cost[r.currency] = (cost[r.currency] ?? 0) + r.price;
  }
  const summary = {
    total: rows.length,
    byStatus,
    cost: Object.entries(cost).map(([currency, amount]) => ({
      currency,
      amount: Math.round(amount * 10_000) / 10_000,
    })),
  };
  summaries.set(rows, summary);
  return summary;
}

const summaries = new WeakMap<Recipient[], RecipientsSummary>();

/** The delivery timeline of a reply, computed once per reply. */
export function timelineOf(rows: Recipient[]): ReturnType<typeof deliveryTimeline> {
  let hit = timelines.get(rows);
  if (!hit) timelines.set(rows, (hit = deliveryTimeline(rows)));
  return hit;
}

const timelines = new WeakMap<Recipient[], ReturnType<typeof deliveryTimeline>>();

export const recipientCsvColumns = [
  "phone",
  "status",
  "send_date",
  "last_update",
  "price",
  "currency",
  "address_book_id",
] as const;
