"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { SenderStatusBadge } from "@/components/viber/status-badges";
import type { ViberSender } from "@/lib/schemas/resources";

/**
 * Columns of the sender list. The name is a link to the same page with the
 * sender open (`?sender=<id>`): a real control for the keyboard, and a stable
 * one, so focus can return to it when the details close.
 */
export const senderColumns: ColumnDef<ViberSender>[] = [
  {
    id: "name",
    header: "Sender name",
    cell: ({ row }) => (
      <Link
        href={`/viber/senders?sender=${encodeURIComponent(row.original.id)}`}
        scroll={false}
        data-sender-link={row.original.id}
        className="rounded-sm font-medium underline-offset-4 hover:underline focus-visible:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        {row.original.name || `Sender ${row.original.id}`}
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <SenderStatusBadge status={row.original.status} />,
  },
  { id: "service", header: "Service", cell: ({ row }) => row.original.service_type || "—" },
  {
    id: "traffic",
    header: "Traffic",
    cell: ({ row }) => row.original.traffic_type || "—",
    meta: { className: "hidden sm:table-cell" } satisfies ColumnMeta,
  },
  {
    id: "countries",
    header: "Countries",
    cell: ({ row }) => row.original.countries.join(", ") || "—",
    meta: { className: "hidden md:table-cell" } satisfies ColumnMeta,
  },
  {
    id: "web_site",
    header: "Website",
    cell: ({ row }) => (
      <span className="block max-w-64 truncate text-muted-foreground">
        {row.original.web_site || "—"}
      </span>
    ),
    meta: { className: "hidden lg:table-cell" } satisfies ColumnMeta,
  },
];
