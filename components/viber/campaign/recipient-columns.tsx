"use client";

import type { ColumnDef } from "@tanstack/react-table";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { RecipientStatusBadge } from "@/components/viber/status-badges";
import { formatMoney, formatUpstreamDateTime } from "@/lib/format";
import type { Recipient } from "@/lib/schemas/resources";

export function recipientColumns(timeZone: string): ColumnDef<Recipient>[] {
  const date = (text: string | null) => (
    <span className="whitespace-nowrap tabular-nums">{formatUpstreamDateTime(text, timeZone)}</span>
  );
  return [
    {
      id: "phone",
      header: "Phone",
      enableSorting: false,
      cell: ({ row }) => (
        <span className="font-mono text-xs whitespace-nowrap">+{row.original.phone}</span>
      ),
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      cell: ({ row }) => <RecipientStatusBadge status={row.original.status} />,
    },
    // the sortable columns name their field: TanStack sorts only columns with an accessor
    { accessorKey: "send_date", header: "Sent", cell: ({ row }) => date(row.original.send_date) },
    {
      accessorKey: "last_update",
      header: "Last update",
      cell: ({ row }) => date(row.original.last_update),
    },
    {
      accessorKey: "price",
      header: "Price",
      cell: ({ row }) =>
        row.original.currency
          ? // four decimals on every row: the column's prices line up and compare
            formatMoney(row.original.price, row.original.currency, 4)
          : row.original.price.toFixed(4),
      meta: { align: "right" } satisfies ColumnMeta,
    },
    {
      id: "source",
      header: "From",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.address_book_id === null ? (
          <span className="text-muted-foreground">By hand</span>
        ) : (
          <span className="whitespace-nowrap">Book #{row.original.address_book_id}</span>
        ),
      meta: { className: "hidden lg:table-cell" } satisfies ColumnMeta,
    },
  ];
}
