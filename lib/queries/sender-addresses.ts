import { queryOptions, useQuery } from "@tanstack/react-query";

import type { SenderAdd } from "../schemas/email-lists";
import type { EmailSender, ListResult } from "../schemas/resources";
import { apiRequest } from "./api-client";
import { useKeyedWrite } from "./keyed-write";

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

export const useAddSender = () =>
  useKeyedWrite<SenderAdd, { ok: true }>({
    method: "POST",
    path: "/api/email/senders",
    invalidate: senderKeys.senders,
    refresh: "settled",
  });
