import "server-only";

import type { MoneyAmount } from "@/lib/schemas/resources";
import type { CampaignCosts } from "@/lib/viber/campaign-list-view";

import { recipientsSnapshot } from "./recipient-snapshots";
import { summarise } from "./recipients-view";

/** The upstream has no cost per campaign: each is a read of all its recipients, so go two at a time. */
const CONCURRENCY = 2;

async function costOf(id: number): Promise<MoneyAmount[] | null> {
  try {
    return summarise((await recipientsSnapshot(id)).rows).cost;
  } catch {
    return null; // one campaign's read failing does not fail the others
  }
}

export async function campaignCosts(ids: number[], signal?: AbortSignal): Promise<CampaignCosts> {
  const out: CampaignCosts["items"] = ids.map((id) => ({ id, cost: null }));
  let next = 0;
  const worker = async () => {
    while (next < ids.length && !signal?.aborted) {
      const i = next++;
      out[i] = { id: ids[i]!, cost: await costOf(ids[i]!) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ids.length) }, worker));
  return { items: out };
}
