import { queryOptions, useQuery } from "@tanstack/react-query";

import type { ViberTemplate } from "../../schemas/resources";
import type { BlacklistCheckReply } from "../../schemas/viber/blacklist-check";
import type { ViberCampaignCreate } from "../../schemas/viber/campaign";
import { apiRequest } from "../api-client";
import { apiRead, readQuery } from "../api-read";
import { useKeyedWrite } from "../keyed-write";

/** What the campaign composer reads and writes (senders and address books: their own modules). */
export const composerKeys = {
  templates: ["viber", "templates"] as const,
  blacklistCheck: (phones: readonly string[]) => ["viber", "blacklist", "check", phones] as const,
};

export const viberTemplatesRead = apiRead<{ items: ViberTemplate[]; listed: boolean }>(
  composerKeys.templates,
  "/api/viber/templates",
);

export const viberTemplatesQuery = queryOptions({
  ...readQuery(viberTemplatesRead),
  staleTime: 60_000,
});

/**
 * Which of these phones are blacklisted: one request for the whole list (the
 * server reads the blacklist once), asked again only when the list changes.
 */
export function useBlacklistCheck(phones: readonly string[]) {
  return useQuery({
    queryKey: composerKeys.blacklistCheck(phones),
    queryFn: ({ signal }) =>
      apiRequest<BlacklistCheckReply>("/api/viber/blacklist/check", {
        method: "POST",
        body: { phones },
        signal,
      }),
    enabled: phones.length > 0,
    staleTime: 60_000,
  });
}

export const useCreateCampaign = () =>
  // A new campaign makes every cached campaign list stale, wherever it is shown.
  useKeyedWrite<ViberCampaignCreate, { id: number; name: string }>(
    "POST /api/viber/campaigns",
    "all",
    "success",
  );
