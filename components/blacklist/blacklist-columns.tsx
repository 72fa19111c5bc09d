"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Trash2Icon } from "lucide-react";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { formatUpstreamDateTime } from "@/lib/format";
import type { BlacklistEntry } from "@/lib/schemas/resources";

/**
 * The blacklist's columns. On phones the added date moves under the number, so
 * the reason keeps its room; the remove action is there only for roles that may.
 */
export function blacklistColumns(opts: {
  timeZone: string;
  /** `usePhoneFormat`'s formatter */
  formatPhone: (phone: string) => string;
  onRemove?: (entry: BlacklistEntry) => void;
}): ColumnDef<BlacklistEntry>[] {
  const { formatPhone } = opts;
  const added = (e: BlacklistEntry) => formatUpstreamDateTime(e.add_date, opts.timeZone);
  const columns: ColumnDef<BlacklistEntry>[] = [
    {
      id: "phone",
      accessorFn: (e) => e.phone, // sortable (the server sorts)
      header: "Phone",
      cell: ({ row }) => (
        <div className="grid">
          <span className="font-medium whitespace-nowrap tabular-nums">
            {formatPhone(row.original.phone)}
          </span>
          <span className="text-xs whitespace-nowrap text-muted-foreground sm:hidden">
            {added(row.original)}
          </span>
        </div>
      ),
    },
    {
      id: "description",
      header: "Reason",
      enableSorting: false,
      cell: ({ row }) =>
        row.original.description ? (
          <span className="line-clamp-2 break-words" title={row.original.description}>
            {row.original.description}
          </span>
        ) : (
          <span className="text-muted-foreground">No reason given</span>
        ),
      meta: { className: "min-w-32 whitespace-normal" } satisfies ColumnMeta,
    },
    {
      id: "add_date",
      accessorFn: (e) => e.add_date,
      sortDescFirst: true,
      header: "Added",
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{added(row.original)}</span>
      ),
      meta: { className: "hidden sm:table-cell" } satisfies ColumnMeta,
    },
  ];
  const { onRemove } = opts;
  if (onRemove)
    columns.push({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Remove ${formatPhone(row.original.phone)}`}
          title="Remove from the blacklist"
          onClick={() => onRemove(row.original)}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      ),
      meta: { align: "right", className: "w-10" } satisfies ColumnMeta,
    });
  return columns;
}
