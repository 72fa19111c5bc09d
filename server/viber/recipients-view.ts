import "server-only";

import type { RecipientsQuery } from "@/lib/schemas/queries";
import type { Recipient } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

/**
 * The upstream returns a campaign's recipients all at once (100,000 in the demo),
 * so the console pages, filters, sorts and exports them itself. The reply is
 * kept briefly per campaign so paging does not fetch it again.
 */
const TTL_MS = 30_000;
const cache = new Map<number, { at: number; rows: Promise<Recipient[]> }>();

export function campaignRecipients(id: number): Promise<Recipient[]> {
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rows;
  const rows = upstream().viber.listRecipients(id);
  cache.set(id, { at: Date.now(), rows });
  rows.catch(() => cache.delete(id));
  for (const [k, v] of cache) if (Date.now() - v.at > TTL_MS) cache.delete(k);
  return rows;
}

export function filterRecipients(
  rows: Recipient[],
  q: Pick<RecipientsQuery, "status" | "q" | "sort">,
): Recipient[] {
  let out = rows;
  if (q.status) out = out.filter((r) => r.status === q.status);
  if (q.q) out = out.filter((r) => r.phone.includes(q.q!));
  const desc = q.sort.startsWith("-");
  const key = q.sort.replace(/^-/, "") as "send_date" | "last_update" | "price";
  const dir = desc ? -1 : 1;
  return [...out].sort((a, b) => {
    const x = a[key] ?? "";
    const y = b[key] ?? "";
    return (x < y ? -1 : x > y ? 1 : 0) * dir;
  });
}

export function summarise(rows: Recipient[]) {
  const byStatus: Record<string, number> = {};
  const cost: Record<string, number> = {};
  for (const r of rows) {
    byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    if (r.currency) cost[r.currency] = (cost[r.currency] ?? 0) + r.price;
  }
  return {
    byStatus,
    cost: Object.entries(cost).map(([currency, amount]) => ({
      currency,
      amount: Math.round(amount * 10_000) / 10_000,
    })),
  };
}

/**
 * Delivery over time: recipients sent and last updated per time bucket, at most
 * `maxPoints` buckets however many recipients there are.
 */
export function deliveryTimeline(rows: Recipient[], maxPoints = 500) {
  const times = rows
    .flatMap((r) => (r.send_date ? [Date.parse(`${r.send_date.replace(" ", "T")}Z`)] : []))
    .filter(Number.isFinite);
  if (times.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const t of times) {
    if (t < min) min = t;
    if (t > max) max = t;
  }
  const buckets = Math.max(1, Math.min(maxPoints, Math.ceil((max - min) / 60_000) + 1));
  const width = Math.max(1, (max - min + 1) / buckets);
  const points = Array.from({ length: buckets }, (_, i) => ({
    at: new Date(min + i * width).toISOString(),
    sent: 0,
    delivered: 0,
    read: 0,
  }));
  for (const r of rows) {
    if (!r.send_date) continue;
    const t = Date.parse(`${r.send_date.replace(" ", "T")}Z`);
    const p = points[Math.min(buckets - 1, Math.floor((t - min) / width))];
    if (!p) continue;
    p.sent++;
    if (r.status.startsWith("delivered") || r.status.startsWith("read")) p.delivered++;
    if (r.status.includes("read")) p.read++;
  }
  return points;
}

export const recipientCsvColumns = [
  "phone",
  "status",
  "send_date",
  "last_update",
  "price",
  "currency",
  "address_book_id",
] as const;
