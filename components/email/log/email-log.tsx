"use client";

import { DownloadIcon, MailSearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useCallback, useMemo } from "react";

import { useAccount } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { SavedViews } from "@/components/saved-views/saved-views";
import { Button } from "@/components/ui/button";
import { failureOf } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { emailLogScopeWords, emailLogWindow } from "@/lib/email/log-scope";
import type { EmailLogPage } from "@/lib/email/outcome";
import { formatNumber } from "@/lib/format";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { readPaging } from "@/lib/paging";
import { emailLogCsvHref, useEmailLog, type EmailLogFilters } from "@/lib/queries/email/messages";
import { useEmailSenders } from "@/lib/queries/email/sender-addresses";
import { EMAIL_OUTCOMES, type EmailOutcome } from "@/lib/schemas/email/outcomes";

import { emailColumns, zoneLabel } from "./email-columns";
import { EmailLogFilterBar } from "./email-log-filters";

const KEYS = ["from", "to", "sender", "recipient", "country", "outcome", "page", "size"] as const;

/** The email log: server-paged, every filter and the page in the URL. */
export function EmailLog() {
  const [v, set] = useUrlState(KEYS);
  const { timeZone } = useAccount();
  const router = useRouter();
  const zone = zoneLabel(timeZone);
  const { page, pageSize, offset } = readPaging(v, 25);
  const filters: EmailLogFilters = {
    from: v.from,
    to: v.to,
    sender: v.sender,
    recipient: v.recipient,
    country: v.country,
    outcome: EMAIL_OUTCOMES.find((o) => o === v.outcome),
  };
  const rangeError =
    v.from && v.to && v.from > v.to ? "The start is after the end of the range." : null;
  const log = useEmailLog({ ...filters, limit: pageSize, offset });
  const senders = useEmailSenders();
  const columns = useMemo(() => emailColumns(zone), [zone]);
  const onChange = useCallback((change: Partial<EmailLogFilters>) => set(change), [set]);
  const filtered = Object.values(filters).some(Boolean);

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <SavedViews filters={filters} onApply={onChange} />
      <EmailLogFilterBar
        values={filters}
        onChange={onChange}
        senders={senders.data?.items}
        zone={zone}
        rangeError={rangeError}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {filtered ? "Emails matching the filters, newest first." : "All emails, newest first."}{" "}
          {filters.outcome ? (
            <OutcomeScope
              outcome={filters.outcome}
              scan={log.data?.scan}
              total={log.data?.total}
              zone={zone}
            />
          ) : (
            <>The CSV export holds the newest {formatNumber(emailLogWindow(undefined))} at most.</>
          )}
        </p>
        <Button variant="outline" size="sm" asChild>
          <a href={emailLogCsvHref(filters)} download="email-log.csv">
            <DownloadIcon aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>
      <DataTable
        unreadable={log.data?.unreadable}
        label="Email log"
        className="min-w-0"
        columns={columns}
        rows={log.data?.items}
        getRowId={(e) => e.id}
        {...failureOf(log)}
        fetching={log.isFetching && !log.isPending}
        onRowClick={(e) => router.push(`/email/log/${encodeURIComponent(e.id)}`)}
        empty={{
          icon: MailSearchIcon,
          title: filtered ? "No email matches these filters" : "No email sent yet",
          description: filtered
            ? "Widen the date range or clear a filter. The recipient filter needs the exact address."
            : "Emails sent from this account appear here with their delivery answer.",
        }}
      />
      {log.data && (log.data.items.length > 0 || page > 1) && (
        <Pagination
          page={page}
          pageSize={pageSize}
          pageItems={log.data.items.length}
          total={log.data.scan ? log.data.total : undefined}
          atLeast={log.data.scan ? !log.data.scan.complete : false}
          onPage={(p) => set({ page: p }, { keepPage: true })}
          onPageSize={(size) => set({ size, page: undefined })}
          label="emails"
        />
      )}
    </div>
  );
}

/**
 * What the page covers, in the words of the CSV export's first line
 * (lib/email/log-scope.ts): with an outcome, both read the same window.
 */
function OutcomeScope({
  outcome,
  scan,
  total,
  zone,
}: {
  outcome: EmailOutcome;
  scan: EmailLogPage["scan"];
  total: number | undefined;
  zone: string;
}) {
  if (!scan || total === undefined)
    return <>Reading the newest {formatNumber(emailLogWindow(outcome))} emails… </>;
  return (
    <>
      {emailLogScopeWords({ outcome, matched: total, ...scan }, zone, formatNumber)} The CSV export
      holds the same {formatNumber(total)}.{" "}
    </>
  );
}
