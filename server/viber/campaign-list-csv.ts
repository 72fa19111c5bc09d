import "server-only";

import type { CampaignListParams } from "@/lib/schemas/queries";
import { campaignView, hasFigures, statusKey } from "@/lib/viber/campaign-list-view";
import { csvResponse, csvStream } from "@/server/http/csv";

import { campaignCosts } from "./campaign-costs";
import { allCampaigns } from "./campaign-list";

/** Each cost is a read of all recipients: a longer export leaves costs out and says so. */
export const CAMPAIGN_CSV_COST_MAX = 50;

const COLUMNS = [
  "id",
  "name",
  "status",
  "sender_name",
  "created",
  "send_date",
  "address_book_id",
] as const;

export async function campaignListCsv(
  p: CampaignListParams,
  signal?: AbortSignal,
): Promise<Response> {
  const read = await allCampaigns();
  const { rows } = campaignView(read.items, p);
  const started = rows.filter((c) => hasFigures(c.status)).map((c) => c.id);
  const withCost = started.length <= CAMPAIGN_CSV_COST_MAX;
  const costs = withCost
    ? new Map((await campaignCosts(started, signal)).items.map((c) => [c.id, c.cost]))
    : null;
  const lines = rows.map((c) => {
    const cost = costs?.get(c.id);
    return {
      id: c.id,
      name: c.name,
      status: statusKey(c.status),
      sender_name: c.sender_name,
      created: c.created,
      send_date: c.send_date,
      address_book_id: c.address_book_id,
      // several currencies (rare) are listed in the same order in both columns
      cost: cost?.map((m) => m.amount.toFixed(4)).join(" + ") ?? "",
      currency: cost?.map((m) => m.currency).join(" + ") ?? "",
    };
  });
  const columns = withCost ? [...COLUMNS, "cost" as const, "currency" as const] : COLUMNS;
  // an empty cost of a started campaign is one whose recipients could not be read: say so
  const unread = costs ? started.filter((id) => !costs.get(id)).length : 0;
  return csvResponse(csvStream(lines, columns), csvName(withCost, unread));
}

function csvName(withCost: boolean, unread: number): string {
  if (!withCost) return "campaigns-without-cost.csv";
  if (unread === 0) return "campaigns.csv";
  return `campaigns-${unread}-${unread === 1 ? "cost" : "costs"}-unread.csv`;
}
