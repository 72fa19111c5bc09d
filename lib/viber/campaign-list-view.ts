import type { CampaignSort } from "@messaging-console/contract/limits";

import type { Campaign, CampaignCounters, ListResult, MoneyAmount } from "@/lib/schemas/resources";

/** the upstream's null: approved, waiting for its send date */
export const WAITING = "waiting";
export const statusKey = (status: string | null): string => status ?? WAITING;

/** A listed campaign that is one send group of a console campaign (sent at recipients' own times). */
export interface SendGroupLink {
  batchId: string;
  /** how many groups the console campaign has */
  of: number;
  /** on a row that stands for the whole campaign: the upstream ids of its sent groups */
  ids?: number[];
}

export interface CampaignListPage extends ListResult<Campaign & { sendGroup?: SendGroupLink }> {
  total: number;
  statusCounts: Record<string, number>;
  /** false when the account has more campaigns than the console reads */
  complete: boolean;
}

export interface CampaignFigures {
  items: { id: number; statistic: CampaignCounters | null }[];
}

export interface CampaignCosts {
  items: { id: number; cost: MoneyAmount[] | null }[];
}

export const hasFigures = (status: string | null): boolean =>
  status !== null && status !== "moderation";

const dateKey = (text: string) => text.replace(/\D/g, "");

/** Ties: the newer id first, whichever way. */
export function campaignView<C extends Campaign>(
  all: C[],
  p: { q?: string; status?: string; sort: CampaignSort; from?: string; to?: string },
): { rows: C[]; statusCounts: Record<string, number> } {
  const q = p.q?.trim().toLowerCase() ?? "";
  const id = /^#?\d+$/.test(q) ? Number(q.replace("#", "")) : null;
  // the upstream's text in the account's zone: the day is its first 8 digits
  const from = p.from ? dateKey(p.from) : "";
  const to = p.to ? dateKey(p.to) : "";
  const inRange = (c: C) => {
    const d = dateKey(c.send_date).slice(0, 8);
    return (!from || (d !== "" && d >= from)) && (!to || (d !== "" && d <= to));
  };
  const found = all.filter(
    (c) => (!q || c.id === id || c.name.toLowerCase().includes(q)) && inRange(c),
  );
  const statusCounts: Record<string, number> = {};
  for (const c of found)
    statusCounts[statusKey(c.status)] = (statusCounts[statusKey(c.status)] ?? 0) + 1;
  const rows = p.status ? found.filter((c) => statusKey(c.status) === p.status) : found;
  const field = p.sort.replace(/^-/, "") as "created" | "send_date";
  const dir = p.sort.startsWith("-") ? -1 : 1;
  const keys = new Map(rows.map((c) => [c, dateKey(c[field])]));
  rows.sort((a, b) => {
    const ka = keys.get(a)!;
    const kb = keys.get(b)!;
    if (!ka !== !kb) return ka ? -1 : 1;
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * dir || b.id - a.id;
  });
  return { rows, statusCounts };
}
