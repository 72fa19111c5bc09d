import { queryOptions, useQuery } from "@tanstack/react-query";

import { senderDomainsQuery } from "@/lib/queries/email/sender-domains";
import { unsubscribesQuery } from "@/lib/queries/email/unsubscribes";
import type { CampaignActivity, EmailActivity } from "@/lib/schemas/resources";

import { apiRead, readQuery } from "./api-read";

/** Each tile is its own query, so a slow one never holds the rest. */

const REFRESH_MS = 60_000;

export const overviewKeys = {
  campaigns: ["overview", "campaigns"] as const,
  email: ["overview", "email"] as const,
  bounces: ["overview", "bounces-total"] as const,
};

export const campaignActivityQuery = queryOptions({
  ...readQuery(apiRead<CampaignActivity>(overviewKeys.campaigns, "/api/overview/campaigns")),
  refetchInterval: 30_000,
});

export const emailActivityQuery = queryOptions({
  ...readQuery(apiRead<EmailActivity>(overviewKeys.email, "/api/overview/email")),
  refetchInterval: REFRESH_MS,
});

export const bouncesTotalQuery = queryOptions({
  ...readQuery(apiRead<{ total: number }>(overviewKeys.bounces, "/api/email/bounces/total")),
  refetchInterval: REFRESH_MS,
});

/** the list pages by at most 500 */
export const UNSUBSCRIBES_CAP = 500;
const unsubscribesOfDayQuery = (date: string) => ({
  ...unsubscribesQuery({ date, limit: UNSUBSCRIBES_CAP, offset: 0 }),
  refetchInterval: REFRESH_MS,
});

/** the Sender domains page's query: one cache */
const domainHealthQuery = { ...senderDomainsQuery, refetchInterval: REFRESH_MS };

export const useCampaignActivity = () => useQuery(campaignActivityQuery);
export const useEmailActivity = () => useQuery(emailActivityQuery);
export const useBouncesTotal = () => useQuery(bouncesTotalQuery);
export const useUnsubscribesOfDay = (date: string) => useQuery(unsubscribesOfDayQuery(date));
export const useDomainHealth = () => useQuery(domainHealthQuery);
