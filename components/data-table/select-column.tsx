"use client";

import type { ColumnDef } from "@tanstack/react-table";

import { Checkbox } from "@/components/ui/checkbox";

import type { ColumnMeta } from "./column-meta";

/** The selection column: a checkbox for all rows on the page, and one per row named by `rowLabel`. */
export function selectColumn<T>(rowLabel?: (row: T) => string): ColumnDef<T> {
  return {
    id: "select",
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={
          table.getIsAllRowsSelected()
            ? true
            : table.getIsSomeRowsSelected()
              ? "indeterminate"
              : false
        }
        onCheckedChange={(v) => table.toggleAllRowsSelected(v === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${rowLabel ? rowLabel(row.original) : `row ${row.index + 1}`}`}
        checked={row.getIsSelected()}
        onCheckedChange={(v) => row.toggleSelected(v === true)}
      />
    ),
    meta: { className: "w-8" } satisfies ColumnMeta,
  };
}
