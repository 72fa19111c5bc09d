import "server-only";

import type { RecipientsQuery } from "@/lib/schemas/queries";
import type { Recipient, RecipientsSummary } from "@/lib/schemas/resources";

import { deliveryTimeline } from "./delivery-timeline";

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
