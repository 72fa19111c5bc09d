import type { SenderAdd } from "@messaging-console/contract/email/lists";
import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";
import type { EmailSender, ListResult } from "@/lib/schemas/resources";

export const senderKeys = {
  senders: ["email", "senders"] as const,
  ips: ["email", "ips"] as const,
};

export const emailSendersRead = apiRead<ListResult<EmailSender>>(
  senderKeys.senders,
  "/api/email/senders",
);

export const emailSendersQuery = queryOptions({
  ...readQuery(emailSendersRead),
  staleTime: 30_000,
});

export const sendingIpsQuery = queryOptions({
  ...readQuery(apiRead<ListResult<string>>(senderKeys.ips, "/api/email/ips")),
  staleTime: 5 * 60_000,
});

export const useEmailSenders = () => useQuery(emailSendersQuery);
export const useSendingIps = () => useQuery(sendingIpsQuery);

export const useAddSender = () =>
  useKeyedWrite<SenderAdd, { ok: true }>("POST /api/email/senders", senderKeys.senders, "settled");
