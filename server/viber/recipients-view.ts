import "server-only";

import type { RecipientsQuery } from "@/lib/schemas/queries";
import type { Recipient, RecipientsSummary } from "@/lib/schemas/resources";
import { inEngagementGroup } from "@/lib/schemas/viber/engagement";

import { deliveryTimeline } from "./delivery-timeline";
import { caches, type FirstPick } from "./recipient-caches";
import { firstInOrder, viewOrder } from "./view-order";

/** The last few views of each reply are kept: a sort costs far more than a page. */
export function filterRecipients(
  rows: Recipient[],
  q: Pick<RecipientsQuery, "status" | "group" | "q" | "sort">,
): Recipient[] {
  const key = viewKey(q);
  let views = viewCache.get(rows);
  if (!views) viewCache.set(rows, (views = new Map<string, Recipient[]>()));
  const hit = views.get(key);
  if (hit) {
    views.delete(key);
    views.set(key, hit); // most recently used last
    return hit;
  }
  const view = buildView(rows, q);
  views.set(key, view);
  caches.picks.get(rows)?.delete(key);
  if (views.size > MAX_VIEWS) views.delete(views.keys().next().value!);
  return view;
}

const MAX_VIEWS = 8;
const viewKey = (q: Pick<RecipientsQuery, "status" | "group" | "q" | "sort">) =>
  `${q.status ?? ""}|${q.group ?? ""}|${q.q ?? ""}|${q.sort}`;

const viewCache = caches.views;

type ViewQuery = Pick<RecipientsQuery, "status" | "group" | "q" | "sort">;

function filtered(rows: Recipient[], q: ViewQuery): Recipient[] {
  let out = rows;
  if (q.status) out = out.filter((r) => r.status === q.status);
  if (q.group) out = out.filter((r) => inEngagementGroup(r.status, q.group!));
  if (q.q) out = out.filter((r) => r.phone.includes(q.q!));
  return out;
}

function buildView(rows: Recipient[], q: ViewQuery) {
  const out = filtered(rows, q);
  const order = new Uint32Array(out.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort(viewOrder(out, q.sort));
  const view = new Array<Recipient>(order.length);
  for (let i = 0; i < order.length; i++) view[i] = out[order[i]!]!;
  return view;
}

const building = new WeakMap<Recipient[], Set<string>>();

const FIRST_ROWS = 1_000;

/**
 * A page within the first {@link FIRST_ROWS} of an unsorted view is picked in one pass
 * (the same rows a full sort puts first); the full sort runs just after a second page is
 * asked, so a cold first page does not pay for it.
 */
export function recipientsPage(
  rows: Recipient[],
  q: ViewQuery,
  offset: number,
  limit: number,
): { items: Recipient[]; total: number; cost: RecipientsSummary["cost"] } {
  const key = viewKey(q);
  const cached = viewCache.get(rows)?.get(key);
  const want = offset + limit;
  if (cached || want > FIRST_ROWS) {
    const view = filterRecipients(rows, q);
    return { items: view.slice(offset, want), total: view.length, cost: summarise(view).cost };
  }
  const first = pickFirst(rows, q, key, want);
  const out = first.out;
  if (offset > 0) sortSoon(rows, q, key);
  return {
    items: first.indices.slice(offset, want).map((i) => out[i]!),
    total: out.length,
    cost: summarise(out).cost,
  };
}

function sortSoon(rows: Recipient[], q: ViewQuery, key: string): void {
  let pending = building.get(rows);
  if (!pending) building.set(rows, (pending = new Set()));
  if (pending.has(key)) return;
  pending.add(key);
  setImmediate(() => {
    pending.delete(key);
    filterRecipients(rows, q);
  });
}

/** Kept per reply: the prefetch and the browser's request for the same first page pick once. */
function pickFirst(rows: Recipient[], q: ViewQuery, key: string, want: number) {
  let picks = caches.picks.get(rows);
  if (!picks) caches.picks.set(rows, (picks = new Map<string, FirstPick>()));
  const hit = picks.get(key);
  if (hit && (hit.indices.length >= want || hit.indices.length === hit.out.length)) return hit;
  const out = hit?.out ?? filtered(rows, q);
  const pick = { out, indices: firstInOrder(out.length, want, viewOrder(out, q.sort)) };
  picks.set(key, pick);
  if (picks.size > MAX_VIEWS) picks.delete(picks.keys().next().value!);
  return pick;
}

/** Kept per array: replies and views are asked again page after page. */
export function summarise(rows: Recipient[]): RecipientsSummary {
  const hit = summaries.get(rows);
  if (hit) return hit;
  const byStatus: Record<string, number> = {};
  // Neumaier sum: a first page is costed before the view is sorted, so order must not matter
  const cost = new Map<string, { sum: number; c: number }>();
  for (const r of rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (!r.currency) continue;
    let acc = cost.get(r.currency);
    if (!acc) cost.set(r.currency, (acc = { sum: 0, c: 0 }));
    const t = acc.sum + r.price;
    acc.c += Math.abs(acc.sum) >= Math.abs(r.price) ? acc.sum - t + r.price : r.price - t + acc.sum;
    acc.sum = t;
  }
  const summary = {
    total: rows.length,
    byStatus,
    cost: [...cost]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([currency, { sum, c }]) => ({
        currency,
        amount: Math.round((sum + c) * 10_000) / 10_000,
      })),
  };
  summaries.set(rows, summary);
  return summary;
}

const summaries = caches.summaries;

export function timelineOf(rows: Recipient[]): ReturnType<typeof deliveryTimeline> {
  let hit = timelines.get(rows);
  if (!hit) timelines.set(rows, (hit = deliveryTimeline(rows)));
  return hit;
}

const timelines = caches.timelines;

export const recipientCsvColumns = [
  "phone",
  "status",
  "send_date",
  "last_update",
  "price",
  "currency",
  "address_book_id",
] as const;
