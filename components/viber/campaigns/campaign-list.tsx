"use client";

import { CAMPAIGN_SORTS, type CampaignSort } from "@messaging-console/contract/limits";
import type { SortingState } from "@tanstack/react-table";
import { DownloadIcon, InfoIcon, MegaphoneIcon, PlusIcon, SearchXIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { failureOf } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { HeldPanel } from "@/components/viber/held/held-panel";
import { formatNumber } from "@/lib/format";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { pageWindow, readPaging } from "@/lib/paging";
import { campaignListCsvUrl, useCampaignList } from "@/lib/queries/viber/campaign-list";

import { campaignColumns, rowHref } from "./campaign-columns";
import { CampaignFilters } from "./campaign-filters";
import { useRowFigures } from "./use-row-figures";

const KEYS = ["q", "status", "sort", "from", "to", "page", "size"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the URL, or nothing when it is not one (an edited link). */
const dayOf = (v: string | undefined) => (v && DAY.test(v) ? v : undefined);

/**
 * The campaign list: searched, filtered, sorted and paged on the server (which
 * reads the upstream's whole list: the upstream itself offers none of that), with
 * the total, and each row's delivery figures read a moment after the rows.
 */
export function CampaignList() {
  const { timeZone } = useAccount();
  const canWrite = useCan("campaigns:write");
  const router = useRouter();
  const [url, setUrl] = useUrlState(KEYS);
  const { page, pageSize, offset } = readPaging(url);
  const sort: CampaignSort = (CAMPAIGN_SORTS as readonly string[]).includes(url.sort ?? "")
    ? (url.sort as CampaignSort)
    : "-created";
  const q = url.q?.trim().slice(0, 100) || undefined;
  const status = url.status || undefined;
  const from = dayOf(url.from);
  const to = dayOf(url.to);
  const list = useCampaignList({ limit: pageSize, offset, q, status, sort, from, to });
  const data = list.data;
  const items = data?.items;

  const { figuresById, costsById } = useRowFigures(items);
  const columns = useMemo(() => campaignColumns(figuresById, costsById), [figuresById, costsById]);

  // A page past the end (an old link, a list that shrank): go to the last page and say so.
  const [moved, setMoved] = useState<{ from: number; to: number } | null>(null);
  const settled = data && !list.isPlaceholderData;
  const span = data ? pageWindow(data.total, page, pageSize) : null;
  const pastEnd = !!settled && !!span?.pastEnd && data.total > 0;
  if (pastEnd && moved?.from !== page) setMoved({ from: page, to: span.pages });
  const lastPage = span?.pages ?? 1;
  useEffect(() => {
    if (pastEnd) setUrl({ page: lastPage > 1 ? lastPage : undefined });
  }, [pastEnd, lastPage, setUrl]);

  const filtered = !!(q || status || from || to);
  const clear = useCallback(
    () =>
      setUrl({ q: undefined, status: undefined, sort: undefined, from: undefined, to: undefined }),
    [setUrl],
  );
  const onFilter = useCallback(
    (change: Partial<Record<"q" | "status" | "sort" | "from" | "to", string | undefined>>) =>
      setUrl(change),
    [setUrl],
  );
  const sorting: SortingState = [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }];

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Campaigns"
        description={
          <>
            Viber campaigns with their delivery figures. Dates are in the account&apos;s timezone (
            {timeZone}).
          </>
        }
        actions={
          canWrite && (
            <Button asChild>
              <Link href="/viber/campaigns/new">
                <PlusIcon aria-hidden="true" />
                New campaign
              </Link>
            </Button>
          )
        }
      />
      <HeldPanel />
      <CampaignFilters
        filters={{ q, status, sort, from, to }}
        statusCounts={data?.statusCounts}
        onChange={onFilter}
        onClear={clear}
      />
      <div className="grid min-w-0 grid-cols-1 gap-3">
        {moved && moved.to === page && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
            There is no page {formatNumber(moved.from)}: showing the last page,{" "}
            {formatNumber(moved.to)}.
          </p>
        )}
        {data && !data.complete && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
            Only the newest campaigns the Messaging API lists are searched and sorted here.
          </p>
        )}
        <DataTable
          unreadable={data?.unreadable}
          label="Campaigns"
          columns={columns}
          // an empty page while the total says there are rows is one past the end: we are on our way back
          rows={
            (list.isError && !items) || (items?.length === 0 && data!.total > 0) ? undefined : items
          }
          getRowId={(c) => String(c.id)}
          {...failureOf(list)}
          fetching={list.isPlaceholderData}
          onRowClick={(c) => router.push(rowHref(c))}
          sorting={sorting}
          onSortingChange={(next) => {
            const s = next[0];
            if (s)
              setUrl({
                sort:
                  `${s.desc ? "-" : ""}${s.id}` === "-created"
                    ? undefined
                    : `${s.desc ? "-" : ""}${s.id}`,
              });
          }}
          empty={
            filtered
              ? {
                  icon: SearchXIcon,
                  title: "No campaign matches",
                  description: "No campaign has that name or id in the status and dates chosen.",
                  action: (
                    <Button variant="outline" onClick={clear}>
                      <XIcon aria-hidden="true" /> Clear filters
                    </Button>
                  ),
                }
              : {
                  icon: MegaphoneIcon,
                  title: "No campaigns yet",
                  description: canWrite
                    ? "Create the first one with New campaign."
                    : "Campaigns your team creates will appear here.",
                }
          }
        />
        {data && data.total > 0 && !list.isError && (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <span className="min-w-0 flex-1 basis-72">
              Cost: the recipients&apos; prices added up, as on each campaign&apos;s page. The CSV
              has it for up to 50 sent campaigns: narrow the dates for more.
            </span>
            <Button asChild variant="outline" size="sm" className="shrink-0">
              <a href={campaignListCsvUrl({ q, status, sort, from, to })} download>
                <DownloadIcon aria-hidden="true" />
                Export CSV ({formatNumber(data.total)})
              </a>
            </Button>
          </div>
        )}
        {data && data.total > 0 && !list.isError && (
          <Pagination
            page={Math.min(page, span?.pages ?? page)}
            pageSize={pageSize}
            total={data.total}
            pageItems={items?.length ?? 0}
            onPage={(p) => setUrl({ page: p > 1 ? p : undefined })}
            onPageSize={(size) => setUrl({ size, page: undefined })}
            label={filtered ? "matching campaigns" : "campaigns"}
          />
        )}
      </div>
    </div>
  );
}
