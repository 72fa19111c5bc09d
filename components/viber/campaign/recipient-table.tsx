"use client";

import type { SortingState } from "@tanstack/react-table";
import { DownloadIcon, UsersIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef } from "react";

import { useAccount } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { virtualRows } from "@/components/data-table/virtual-body";
import { Button } from "@/components/ui/button";
import { retryOf } from "@/components/ui/error-state";
import { formatMoneyTotal, formatNumber } from "@/lib/format";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { errorMessage } from "@/lib/queries/api-client";
import { recipientsCsvUrl, useRecipients } from "@/lib/queries/viber/campaigns";
import type { RecipientsSummary } from "@/lib/schemas/resources";
import { recipientFiltersFrom } from "@/lib/viber/recipient-orders";

import { recipientColumns } from "./recipient-columns";
import { RecipientFiltersBar } from "./recipient-filters";

const ROW_HEIGHT = 41;
/** Start fetching the next page this many pixels before the loaded rows run out. */
const PREFETCH_PX = ROW_HEIGHT * 60;

/**
 * Every recipient of a campaign: filtered, searched and sorted on the server,
 * fetched a page at a time as the table scrolls, and only the rows in view are
 * in the DOM (the demo's largest campaign has 100,000).
 */
export function RecipientTable({
  campaignId,
  summary,
  onAsOf,
}: {
  campaignId: number;
  summary: RecipientsSummary | null;
  /** told when the rows were read (the page keeps them to its snapshot) */
  onAsOf?: (asOf: string) => void;
}) {
  const { timeZone } = useAccount();
  const [url, setUrl] = useUrlState(["status", "q", "sort"] as const);
  const filters = recipientFiltersFrom(url);
  const recipients = useRecipients(campaignId, filters);
  const columns = useMemo(() => recipientColumns(timeZone), [timeZone]);
  const pages = recipients.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.items), [pages]);
  const first = pages?.[0];
  const firstAsOf = recipients.isPlaceholderData ? undefined : first?.asOf;
  useEffect(() => {
    if (firstAsOf) onAsOf?.(firstAsOf);
  }, [firstAsOf, onAsOf]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = recipients;

  const sorting: SortingState = [
    { id: filters.sort.replace(/^-/, ""), desc: filters.sort.startsWith("-") },
  ];
  // Near the end of the loaded rows, fetch the next page: on scroll, and again
  // when a page arrives (the reader may already be at the bottom by then).
  const boxRef = useRef<HTMLDivElement>(null);
  const fetchMoreIfNear = useCallback(() => {
    const el = boxRef.current?.querySelector<HTMLElement>("[role=region]");
    if (!el || !hasNextPage || isFetchingNextPage) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < PREFETCH_PX) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEffect(fetchMoreIfNear, [fetchMoreIfNear, rows?.length]);

  const filtered = !!(filters.status || filters.q);
  return (
    <section aria-labelledby="recipients-heading" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="recipients-heading" className="text-lg font-semibold tracking-tight">
            Recipients
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {first ? countLine(first, filtered, summary) : "Loading recipients…"}
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={recipientsCsvUrl(campaignId, filters)} download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <RecipientFiltersBar
        filters={filters}
        byStatus={summary?.byStatus ?? null}
        onChange={setUrl}
      />
      <div ref={boxRef} onScrollCapture={fetchMoreIfNear}>
        <DataTable
          key={`${filters.status}|${filters.q}|${filters.sort}`}
          label="Recipients"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.phone}
          // rows already shown stay on a failed refresh; the error replaces the table only without them
          error={recipients.isError && !rows ? errorMessage(recipients.error) : null}
          {...retryOf(recipients)}
          fetching={recipients.isPlaceholderData || isFetchingNextPage}
          sorting={sorting}
          onSortingChange={(next) => {
            const s = next[0];
            if (s) setUrl({ sort: `${s.desc ? "-" : ""}${s.id}` });
          }}
          virtual={virtualRows({ height: 560, rowHeight: ROW_HEIGHT })}
          empty={{
            icon: UsersIcon,
            title: filtered ? "No recipient matches" : "No recipients yet",
            description: filtered
              ? "Try another status or a shorter part of the number."
              : "Recipients appear here once the campaign starts sending.",
          }}
        />
      </div>
      {rows && first && rows.length > 0 && (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {formatNumber(rows.length)} of {formatNumber(first.total)} loaded
          {hasNextPage ? " · scroll the table for more" : ""}
          {recipients.isFetchNextPageError && (
            <>
              {" · "}
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                onClick={() => void fetchNextPage()}
              >
                Loading more failed: retry
              </Button>
            </>
          )}
        </p>
      )}
    </section>
  );
}

/** A total in whole cents (single prices keep their four decimals). */
function countLine(
  page: { total: number; cost: { amount: number; currency: string }[] },
  filtered: boolean,
  summary: RecipientsSummary | null,
) {
  const noun = page.total === 1 ? "recipient" : "recipients";
  const count = filtered
    ? `${formatNumber(page.total)} matching ${noun}${summary ? ` of ${formatNumber(summary.total)}` : ""}`
    : `${formatNumber(page.total)} ${noun}`;
  const cost = page.cost.map((c) => formatMoneyTotal(c.amount, c.currency)).join(" + ") || "—";
  return `${count} · total cost ${cost}`;
}
