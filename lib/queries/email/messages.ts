import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";

import type { EmailLogPage, ExplainedEmail } from "@/lib/email/outcome";
import { answerOf, coarseExplanation } from "@/lib/email/smtp-kinds";
import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";
import { useKeyedWrite } from "@/lib/queries/keyed-write";
import type { EmailBodyReply } from "@/lib/schemas/email/body";
import type { EmailOutcome } from "@/lib/schemas/email/outcomes";
import type { EmailTemplate, ListResult, SentEmail } from "@/lib/schemas/resources";

import { unsubscribeSearchQuery } from "./unsubscribes";

export interface EmailLogFilters {
  from?: string;
  to?: string;
  sender?: string;
  recipient?: string;
  /** ISO 3166-1 (older links: free text) */
  country?: string;
  outcome?: EmailOutcome;
}

export const emailKeys = {
  all: ["email-messages"] as const,
  log: (f: EmailLogFilters & { limit: number; offset: number }) =>
    [...emailKeys.all, "log", f] as const,
  total: () => [...emailKeys.all, "total"] as const,
  one: (id: string) => [...emailKeys.all, "one", id] as const,
  body: (id: string) => [...emailKeys.all, "body", id] as const,
};

const explained = <P extends { items: ExplainedEmail[] }>(page: P): P => ({
  ...page,
  items: page.items.map((e) =>
    // an older console instance (a rolling deploy) serves records without it
    e.explanation ? e : { ...e, explanation: coarseExplanation(answerOf(e)) },
  ),
});

export const emailLogRead = (f: EmailLogFilters & { limit: number; offset: number }) =>
  apiRead(emailKeys.log(f), withQuery("/api/email/messages", { ...f }), explained<EmailLogPage>);

export const emailLogQuery = (f: EmailLogFilters & { limit: number; offset: number }) =>
  queryOptions({
    ...readQuery(emailLogRead(f)),
    placeholderData: keepPreviousData,
  });

export const emailTotalQuery = queryOptions(
  readQuery(apiRead<{ total: number }>(emailKeys.total(), "/api/email/messages/total")),
);

export const emailRead = (id: string) =>
  apiRead<SentEmail>(emailKeys.one(id), `/api/email/messages/${encodeURIComponent(id)}`);

export const emailQuery = (id: string) => queryOptions(readQuery(emailRead(id)));

export const emailBodyRead = (id: string) =>
  apiRead<EmailBodyReply>(emailKeys.body(id), `/api/email/messages/${encodeURIComponent(id)}/body`);

export const emailBodyQuery = (id: string) =>
  queryOptions({
    ...readQuery(emailBodyRead(id)),
    staleTime: 5 * 60_000,
  });

export const useEmailLog = (f: EmailLogFilters & { limit: number; offset: number }) =>
  useQuery(emailLogQuery(f));
export const useEmailTotal = () => useQuery(emailTotalQuery);
export const useEmail = (id: string, enabled = true) => useQuery({ ...emailQuery(id), enabled });
export const useEmailBody = (id: string) => useQuery(emailBodyQuery(id));

export function emailLogCsvHref(f: EmailLogFilters): string {
  const q = new URLSearchParams({ format: "csv" });
  for (const [k, v] of Object.entries(f) as [string, string | undefined][]) if (v) q.set(k, v);
  return `/api/email/messages?${q.toString()}`;
}

export type LookupResult = ListResult<ExplainedEmail> & { missing: string[] };

export const useEmailLookup = () =>
  useMutation({
    mutationFn: async (ids: string[]) =>
      explained(
        await apiRequest<LookupResult>("/api/email/messages/lookup", {
          method: "POST",
          body: { ids },
        }),
      ),
  });

export const useSendEmail = () =>
  useKeyedWrite<unknown, { id: string }>("POST /api/email/messages", emailKeys.all, "success");

export const emailTemplatesQuery = queryOptions({
  ...readQuery(
    apiRead<ListResult<EmailTemplate>>(
      ["email-templates"],
      withQuery("/api/email/templates", { limit: 100 }),
    ),
  ),
  staleTime: 60_000,
});
export const useEmailTemplates = (enabled = true) => useQuery({ ...emailTemplatesQuery, enabled });

/** the Unsubscribes page's query: one cache */
export const unsubscribedQuery = (email: string) => ({
  ...unsubscribeSearchQuery(email),
  staleTime: 5 * 60_000,
});
