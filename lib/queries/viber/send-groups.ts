import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";
import type {
  BatchRecipientPage,
  SendGroupsCreate,
  SendGroupsView,
} from "@/lib/schemas/viber/send-groups";

const key = (batch: string) => ["campaigns", "groups", batch] as const;

/** A campaign sent in groups: each group's state, and the sent ones' figures summed. */
export const sendGroupsRead = (batch: string) =>
  apiRead<SendGroupsView>(key(batch), `/api/viber/campaigns/groups/${encodeURIComponent(batch)}`);

const WAITING = ["held", "sending", "approved", "awaiting_approval"];

export const useSendGroups = (batch: string) =>
  useQuery({
    ...queryOptions(readQuery(sendGroupsRead(batch))),
    // while a group waits or goes out, its state changes by the minute
    refetchInterval: (q) =>
      q.state.data?.groups.some((g) => WAITING.includes(g.status)) ? 30_000 : false,
  });

/** Every sent group's recipients counted (one row read): the engagement groups' sizes. */
export const useSendGroupsRecipients = (batch: string) =>
  useQuery({
    queryKey: [...key(batch), "recipients"],
    queryFn: ({ signal }) =>
      apiRequest<BatchRecipientPage>(
        `/api/viber/campaigns/groups/${encodeURIComponent(batch)}/recipients`,
        { query: { limit: 1, offset: 0 }, signal },
      ),
  });

/** Creates the groups (held in the console until each is due); a new campaign makes lists stale. */
export const useCreateSendGroups = () =>
  useKeyedWrite<SendGroupsCreate, SendGroupsView>(
    "POST /api/viber/campaigns/groups",
    "all",
    "success",
  );

/** Sends again the groups that failed (with the action's key, reused on a retry). */
export function useRetrySendGroups(batch: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiRequest<SendGroupsView>(`/api/viber/campaigns/groups/${encodeURIComponent(batch)}/retry`, {
        method: "POST",
        body: {},
        idempotencyKey,
      }),
    onSuccess: (view) => qc.setQueryData(key(batch), view),
  });
}
