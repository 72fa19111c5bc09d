import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";

import { apiRequest } from "@/lib/queries/api-client";
import { fetchRead } from "@/lib/queries/api-read";
import type { RecipientPage } from "@/lib/schemas/resources";
import type { EngagementGroup } from "@/lib/schemas/viber/engagement";

import { campaignRecordRead, ENGAGEMENT_ORDER } from "./campaigns";

export interface EngagementAudience {
  campaignId: number;
  campaignName: string;
  group: EngagementGroup;
  phones: string[];
  total: number;
}

export const engagementAudienceKey = (id: number, group: EngagementGroup) =>
  ["campaigns", "detail", id, "engagement", group] as const;

/** The first 1,000 (a campaign's limit) in one page of the recipients route. */
export async function readEngagementAudience(
  id: number,
  group: EngagementGroup,
  signal?: AbortSignal,
): Promise<EngagementAudience> {
  const [page, campaign] = await Promise.all([
    apiRequest<RecipientPage>(`/api/viber/campaigns/${encodeURIComponent(id)}/recipients`, {
      query: { group, sort: ENGAGEMENT_ORDER, limit: VIBER_LIMITS.MAX_RECIPIENTS, offset: 0 },
      signal,
    }),
    fetchRead(campaignRecordRead(id), signal),
  ]);
  return {
    campaignId: id,
    campaignName: campaign.name,
    group,
    phones: [...new Set(page.items.map((r) => r.phone))],
    total: page.total,
  };
}

/** The same over every sent group of a console campaign (a phone once). */
export async function readBatchEngagementAudience(
  batch: string,
  group: EngagementGroup,
  signal?: AbortSignal,
): Promise<EngagementAudience> {
  const at = `/api/viber/campaigns/groups/${encodeURIComponent(batch)}`;
  const [page, view] = await Promise.all([
    apiRequest<RecipientPage>(`${at}/recipients`, {
      query: { group, sort: ENGAGEMENT_ORDER, limit: VIBER_LIMITS.MAX_RECIPIENTS, offset: 0 },
      signal,
    }),
    apiRequest<{ name: string }>(at, { signal }),
  ]);
  return {
    campaignId: 0,
    campaignName: view.name,
    group,
    phones: [...new Set(page.items.map((r) => r.phone))],
    total: page.total,
  };
}
