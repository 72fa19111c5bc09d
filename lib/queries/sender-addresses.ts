import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { SenderAdd } from "../schemas/email-lists";
import type { EmailSender, ListResult } from "../schemas/resources";
import { apiRequest } from "./api-client";

export const senderKeys = {
  senders: ["email", "senders"] as const,
  ips: ["email", "ips"] as const,
};

export const emailSendersQuery = queryOptions({
  queryKey: senderKeys.senders,
  queryFn: ({ signal }) => apiRequest<ListResult<EmailSender>>("/api/email/senders", { signal }),
  staleTime: 30_000,
});

export const sendingIpsQuery = queryOptions({
  queryKey: senderKeys.ips,
  queryFn: ({ signal }) => apiRequest<ListResult<string>>("/api/email/ips", { signal }),
  staleTime: 5 * 60_000,
});

export const useEmailSenders = () => useQuery(emailSendersQuery);
export const useSendingIps = () => useQuery(sendingIpsQuery);

export function useAddSender() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: SenderAdd; key: string }) =>
      apiRequest<{ ok: true }>("/api/email/senders", {
        method: "POST",
        body: v.body,
        idempotencyKey: v.key,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: senderKeys.senders }),
  });
}
