"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { DateTime } from "@/components/ui/date-time";
import { Skeleton } from "@/components/ui/skeleton";
import { CampaignStatusBadge } from "@/components/viber/status-badges";
import { formatMoneyTotal, formatNumber, formatRate } from "@/lib/format";
import type { Campaign, CampaignCounters, MoneyAmount } from "@/lib/schemas/resources";
import { hasFigures, type SendGroupLink } from "@/lib/viber/campaign-list-view";

import { ContentIcons } from "./content-icons";
import { groupsHref, SendGroupNote } from "./send-group-note";

export const campaignHref = (id: number) => `/viber/campaigns/${encodeURIComponent(id)}`;
/** A row's page: a console campaign sent in groups leads to the whole of it. */
export const rowHref = (c: Campaign & { sendGroup?: SendGroupLink }) =>
  c.sendGroup?.ids ? groupsHref(c.sendGroup.batchId) : campaignHref(c.id);

/** Delivery counters per campaign id: null where they could not be read; absent while loading. */
export type FiguresById = ReadonlyMap<number, CampaignCounters | null>;
/** What each campaign cost, per currency: null where it could not be read; absent while loading. */
export type CostsById = ReadonlyMap<number, MoneyAmount[] | null>;

/**
 * Columns of the campaign list; dates carry the account's zone (the upstream's), and the viewer's time where it differs.
 * Both date columns sort (on the server); the figures come a moment after the rows.
 */
export function campaignColumns(
  figures: FiguresById,
  costs: CostsById = new Map(),
): ColumnDef<Campaign>[] {
  // the account's time, and below it the viewer's where their clock differs
  const date = (text: string) => (
    <DateTime value={text} hint="below" className="[&_[data-slot=viewer-time]]:text-xs" />
  );
  const figure = (
    id: string,
    header: string,
    show: (c: CampaignCounters) => { count: number; rate?: string },
    className?: string,
  ): ColumnDef<Campaign> => ({
    id,
    header,
    enableSorting: false,
    cell: ({ row }) => {
      const c = row.original;
      if (!hasFigures(c.status)) return <NotSentYet />;
      const counters = figures.get(c.id);
      if (counters === undefined)
        return <Skeleton className="ml-auto h-4 w-10" aria-label="Loading" />;
      if (counters === null)
        return (
          <span className="text-muted-foreground" title="Could not be read just now">
            ?<span className="sr-only">not available</span>
          </span>
        );
      const { count, rate } = show(counters);
      return (
        <div className="grid justify-items-end">
          <span className="tabular-nums">{formatNumber(count)}</span>
          {rate && (
            <span className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {rate}
            </span>
          )}
        </div>
      );
    },
    meta: { align: "right", className } satisfies ColumnMeta,
  });
  return [
    {
      id: "name",
      header: "Campaign",
      enableSorting: false,
      cell: ({ row }) => (
        <div className="grid max-w-80 min-w-40 gap-0.5">
          <Link
            href={rowHref(row.original)}
            className="line-clamp-2 font-medium break-words whitespace-normal underline-offset-4 hover:underline focus-visible:underline sm:truncate"
          >
            {row.original.name || `Campaign ${row.original.id}`}
          </Link>
          <span className="text-xs text-muted-foreground tabular-nums">
            #{row.original.id}
            {/* the Created column needs a wide screen: until then the date is here */}
            <span className="2xl:hidden">
              {" "}
              {/* the viewer's time is in the date columns: this line stays within the cell */}·
              created <DateTime value={row.original.created} hint={false} />
            </span>
          </span>
          <SendGroupNote campaign={row.original} />
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => <CampaignStatusBadge status={row.original.status} />,
    },
    {
      id: "sender",
      header: "Sender",
      enableSorting: false,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{row.original.sender_name || "—"}</span>
      ),
      meta: { className: "hidden lg:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "send_date",
      accessorFn: (c) => c.send_date, // sortable (the server sorts)
      header: "Send date",
      cell: ({ row }) => date(row.original.send_date),
    },
    {
      id: "created",
      accessorFn: (c) => c.created,
      header: "Created",
      cell: ({ row }) => date(row.original.created),
      meta: { className: "hidden 2xl:table-cell" } satisfies ColumnMeta,
    },
    figure("sent", "Sent", (c) => ({ count: c.sent })),
    figure("delivered", "Delivered", (c) => ({
      count: c.delivered,
      rate: `${formatRate(c.delivered, c.sent)} of sent`,
    })),
    figure("read", "Read", (c) => ({
      count: c.read,
      rate: `${formatRate(c.read, c.delivered)} of delivered`,
    })),
    {
      id: "cost",
      header: "Cost",
      enableSorting: false,
      cell: ({ row }) => {
        const c = row.original;
        if (!hasFigures(c.status)) return <NotSentYet />;
        const cost = costs.get(c.id);
        if (cost === undefined)
          return (
            <span className="text-muted-foreground" title="Adding up the prices…">
              —<span className="sr-only">loading</span>
            </span>
          );
        if (cost === null)
          return (
            <span className="text-muted-foreground" title="Could not be read just now">
              ?<span className="sr-only">not available</span>
            </span>
          );
        return (
          <span className="whitespace-nowrap tabular-nums">
            {cost.map((m) => formatMoneyTotal(m.amount, m.currency)).join(" + ") || "—"}
          </span>
        );
      },
      meta: { align: "right" } satisfies ColumnMeta,
    },
    {
      id: "content",
      header: "Content",
      enableSorting: false,
      meta: { className: "hidden xl:table-cell" } satisfies ColumnMeta,
      cell: ({ row }) => <ContentIcons campaign={row.original} />,
    },
  ];
}

/** A figure's cell for a campaign not sent yet. */
function NotSentYet() {
  return (
    <span className="text-muted-foreground" title="Not sent yet">
      —<span className="sr-only">not sent yet</span>
    </span>
  );
}
