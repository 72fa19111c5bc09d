import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery } from "@/lib/queries/api-read";

import type { RuleSetting } from "./rules";
import type { RuleChange, RuleView, WatchEventView } from "./schema";

export const watchKeys = {
  rules: ["watch-rules"] as const,
  events: ["watch-events"] as const,
};

/** Every alert rule with its setting and what fires now (the admin's alerts page). */
export const watchRulesQuery = queryOptions(
  readQuery(apiRead<{ items: RuleView[] }>(watchKeys.rules, "/api/watch/rules")),
);
export const useWatchRules = () => useQuery({ ...watchRulesQuery, refetchInterval: 60_000 });

/** The newest alerts the reader's role may see. */
export const watchEventsQuery = queryOptions(
  readQuery(apiRead<{ items: WatchEventView[] }>(watchKeys.events, "/api/watch/events?limit=20")),
);
export const useWatchEvents = () => useQuery({ ...watchEventsQuery, refetchInterval: 60_000 });

/** Switch a rule on or off, or change its thresholds (an overwrite: no key needed). */
export function useChangeRule(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RuleChange) =>
      apiRequest<{ id: string; setting: RuleSetting }>(
        `/api/watch/rules/${encodeURIComponent(id)}`,
        { method: "PATCH", body },
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: watchKeys.rules }),
  });
}
