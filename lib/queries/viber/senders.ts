import { queryOptions, useQuery } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import type { ListResult, ViberSender } from "@/lib/schemas/resources";

export const viberSenderKeys = {
  all: ["viber-senders"] as const,
  one: (id: number) => ["viber-senders", id] as const,
};

export const viberSendersRead = apiRead<ListResult<ViberSender>>(
  viberSenderKeys.all,
  "/api/viber/senders",
);

export const viberSendersQuery = queryOptions({
  ...readQuery(viberSendersRead),
  staleTime: 60_000,
});

export const useViberSenders = () => useQuery(viberSendersQuery);

export const viberSenderQuery = (id: number) =>
  queryOptions({
    ...readQuery(
      apiRead<ViberSender>(viberSenderKeys.one(id), `/api/viber/senders/${encodeURIComponent(id)}`),
    ),
    staleTime: 60_000,
  });

export const useViberSender = (id: number | null) =>
  useQuery({ ...viberSenderQuery(id ?? 0), enabled: id !== null });
