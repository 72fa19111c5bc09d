import type { CampaignDetail, RecipientPage } from "../schemas/resources";
import { VIBER_LIMITS } from "../schemas/viber-content";
import type { EngagementGroup } from "../viber/engagement";
import { apiRequest } from "./api-client";
import { ENGAGEMENT_ORDER } from "./campaigns";

export interface EngagementAudience {
  campaignId: number;
  campaignName: string;
  group: EngagementGroup;
  /** international digit form, at most a campaign's limit */
  phones: string[];
  /** everyone in the group */
  total: number;
}

export const engagementAudienceKey = (id: number, group: EngagementGroup) =>
  ["campaigns", "detail", id, "engagement", group] as const;

/**
 * A group's phones for a new campaign: the first 1,000 (a campaign's limit) in
 * one page of the console's recipients route, with the group's size, and the
 * campaign's name to say where they came from.
 */
export async function readEngagementAudience(
  id: number,
  group: EngagementGroup,
  signal?: AbortSignal,
): Promise<EngagementAudience> {
  const base = `/api/viber/campaigns/${encodeURIComponent(id)}`;
  const [page, record] = await Promise.all([
    apiRequest<RecipientPage>(`${base}/recipients`, {
      query: { group, sort: ENGAGEMENT_ORDER, limit: VIBER_LIMITS.MAX_RECIPIENTS, offset: 0 },
      signal,
    }),
    apiRequest<CampaignDetail>(base, { query: { summary: "false" }, signal }),
  ]);
  return {
    campaignId: id,
    campaignName: record.campaign.name,
    group,
    phones: [...new Set(page.items.map((r) => r.phone))],
    total: page.total,
  };
}
