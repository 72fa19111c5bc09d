"use client";

import { InfoIcon, MailCheckIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";

import { useAccount } from "@/components/account/account-context";
import { ChartPlaceholder } from "@/components/charts/chart-placeholder";
import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { failureOf, RetryButton, retryOf } from "@/components/ui/error-state";
import { mountedOnceOpen } from "@/components/ui/load-on-intent";
import { Pagination } from "@/components/ui/pagination";
import { codeOptions, filterBounces, type ExplainedBounce } from "@/lib/email/bounce-stats";
import { formatNumber } from "@/lib/format";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { readPaging } from "@/lib/paging";
import { useBounces } from "@/lib/queries/email/bounces";

import { bounceColumns } from "./bounce-columns";
import { BounceFilters } from "./bounce-filters";
import { BounceSummary } from "./bounce-summary";
import { fromDomain, SenderFilterChip } from "./sender-filter-chip";

/**
 * The height (px) of a bounce chart's card, for its placeholder while recharts
 * loads: a ChartFrame's 260 px plot and its card's title, text and padding.
 */
const BOUNCE_CHART_HEIGHT = 368;

// recharts loads after the page, not with it.
const BounceCharts = dynamic(() => import("./bounce-charts").then((m) => m.BounceCharts), {
  ssr: false,
  loading: () => (
    <div
      className="grid grid-cols-1 gap-4 lg:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label="Loading charts"
    >
      <ChartPlaceholder height={BOUNCE_CHART_HEIGHT} />
      <ChartPlaceholder height={BOUNCE_CHART_HEIGHT} />
    </div>
  ),
});

/** The details sheet (Radix Dialog) loads when a bounce is first opened. */
const BounceDetails = mountedOnceOpen(
  dynamic(() => import("./bounce-details").then((m) => m.BounceDetails), { ssr: false }),
  (p) => p.bounce !== null,
);

/** Bounces of the last 24 hours, explained, filtered (in the URL), charted and listed. */
export function BouncesView() {
  const { timeZone } = useAccount();
  const [f, set] = useUrlState(["kind", "code", "q", "sender", "page", "size"] as const);
  const bounces = useBounces();
  const [open, setOpen] = useState<ExplainedBounce | null>(null);
  // remounts the filter form when the filters are cleared from outside it
  const [filterKey, setFilterKey] = useState(0);

  const all = bounces.data?.items;
  const kind = f.kind === "hard" || f.kind === "soft" ? f.kind : undefined;
  const q = f.q?.toLowerCase();
  const sender = f.sender;
  const filtered = useMemo(
    () =>
      all &&
      filterBounces(all, { kind, code: f.code }).filter(
        (b) =>
          (!q || b.email_to.toLowerCase().includes(q)) && (!sender || fromDomain(b.sender, sender)),
      ),
    [all, kind, f.code, q, sender],
  );
  const codes = useMemo(() => codeOptions(all ?? []), [all]);
  const { page, pageSize, offset } = readPaging(f, 25);
  const rows = filtered?.slice(offset, offset + pageSize);
  const columns = useMemo(() => bounceColumns(setOpen), []);
  const filtering = !!(kind || f.code || q || sender);

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="flex max-w-2xl items-start gap-2 rounded-lg border border-status-info/30 bg-status-info/5 px-3 py-2 text-sm">
          <InfoIcon className="mt-0.5 size-4 shrink-0 text-status-info" aria-hidden="true" />
          <span>
            The Messaging API keeps bounces for 24 hours only, so older ones are not shown here.
            Every email&apos;s SMTP answer stays in the email log.
          </span>
        </p>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          {bounces.data && (
            <span aria-live="polite">
              Updated <DateTime value={bounces.dataUpdatedAt} style="time" />
            </span>
          )}
          <RetryButton {...retryOf(bounces)}>Refresh</RetryButton>
        </div>
      </div>

      <BounceSummary bounces={bounces.isError ? [] : all} />
      {bounces.data?.truncated && (
        <p role="status" className="text-sm text-muted-foreground">
          Showing the newest {formatNumber(bounces.data.items.length)} of{" "}
          {formatNumber(bounces.data.total)} bounces.
        </p>
      )}

      {sender && <SenderFilterChip domain={sender} onClear={() => set({ sender: null })} />}
      <BounceFilters
        key={filterKey}
        kind={kind}
        code={f.code}
        q={f.q}
        codes={codes}
        onChange={(change) => set(change)}
      />
      <BounceCharts
        bounces={bounces.isError ? [] : filtered}
        timeZone={timeZone}
        loadedAt={bounces.data?.loadedAt}
      />

      <section aria-labelledby="bounce-list-title" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="bounce-list-title" className="text-lg font-semibold">
          {filtering && filtered
            ? `${formatNumber(filtered.length)} of ${formatNumber(all?.length ?? 0)} bounces`
            : "All bounces"}
        </h2>
        <DataTable
          unreadable={bounces.data?.unreadable}
          label="Bounces"
          columns={columns}
          rows={rows}
          getRowId={(b) => `${b.email_to}|${b.send_date}|${b.subject}`}
          {...failureOf(bounces)}
          fetching={bounces.isFetching && !!bounces.data}
          onRowClick={setOpen}
          empty={
            filtering
              ? {
                  title: "No bounces match these filters",
                  description: (
                    <Button
                      variant="link"
                      className="h-auto p-0"
                      onClick={() => {
                        set({ kind: null, code: null, q: null, sender: null });
                        setFilterKey((k) => k + 1);
                      }}
                    >
                      Clear the filters
                    </Button>
                  ),
                }
              : {
                  title: "No bounces in the last 24 hours",
                  description:
                    "Every email sent in that time was accepted by the receiving server.",
                  icon: MailCheckIcon,
                }
          }
        />
        {filtered && filtered.length > 0 && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={filtered.length}
            pageItems={rows?.length ?? 0}
            onPage={(p) => set({ page: p }, { keepPage: true })}
            onPageSize={(s) => set({ size: s })}
            label="bounces"
          />
        )}
      </section>
      <BounceDetails bounce={open} onClose={() => setOpen(null)} />
    </div>
  );
}
