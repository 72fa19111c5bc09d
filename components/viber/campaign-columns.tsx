"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { formatUpstreamDateTime } from "@/lib/format";
import type { Campaign } from "@/lib/schemas/resources";

import { ContentIcons } from "./content-icons";
import { CampaignStatusBadge } from "./status-badges";

export const campaignHref = (id: number) => `/viber/campaigns/${encodeURIComponent(id)}`;

/** Columns of the campaign list; dates carry the account's zone (the upstream's). */
export function campaignColumns(timeZone: string): ColumnDef<Campaign>[] {
  const date = (text: string) => (
    <span className="whitespace-nowrap tabular-nums">{formatUpstreamDateTime(text, timeZone)}</span>
  );
  return [
    {
      id: "name",
      header: "Campaign",
      cell: ({ row }) => (
        <div className="grid max-w-80 min-w-40 gap-0.5">
          <Link
            href={campaignHref(row.original.id)}
            className="line-clamp-2 font-medium break-words whitespace-normal underline-offset-4 hover:underline focus-visible:underline sm:truncate"
          >
            {row.original.name || `Campaign ${row.original.id}`}
          </Link>
          <span className="text-xs text-muted-foreground tabular-nums">#{row.original.id}</span>
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => <CampaignStatusBadge status={row.original.status} />,
    },
    {
      id: "sender",
      header: "Sender",
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{row.original.sender_name || "—"}</span>
      ),
    },
    {
      id: "send_date",
      header: "Send date",
      cell: ({ row }) => date(row.original.send_date),
    },
    {
      id: "created",
      header: "Created",
      cell: ({ row }) => date(row.original.created),
      meta: { className: "hidden md:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "content",
      header: "Content",
      cell: ({ row }) => <ContentIcons campaign={row.original} />,
    },
  ];
}
