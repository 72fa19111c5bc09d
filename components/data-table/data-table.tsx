"use client";

import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import * as React from "react";

import { Table } from "@/components/ui/table";
import { cn } from "@/lib/utils";

import { PlainBody } from "./body-row";
import { ScrollTable } from "./scroll-table";
import { DataTableHeader } from "./table-header";
import { tableState, UnreadableNotice, type TableEmpty } from "./table-states";
import type { VirtualRows } from "./virtual-body";

export type { ColumnMeta } from "./column-meta";

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns mix value types
  columns: ColumnDef<T, any>[];
  /** undefined while the first page loads */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** a failed load; the message is shown with a Retry button */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  empty?: TableEmpty;
  /** server-side sorting: the table only reports what was clicked */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /**
   * row selection by id (e.g. several blacklist numbers to remove); the columns
   * then start with `selectColumn(rowLabel)` (./select-column.tsx), imported by the
   * pages that select, so the others load no checkbox
   */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** where a row leads (the whole row is clickable, the first cell holds the real link) */
  onRowClick?: (row: T) => void;
  /**
   * Large lists: only the rows in view are in the DOM. The table scrolls inside
   * a box of `height` px; rows are `rowHeight` px high. Made with `virtualRows()`
   * (./virtual-body.tsx), imported by the tables that are virtual, so TanStack
   * Virtual is in no other page's bundle (and the rows still come in the page as
   * sent: a lazily loaded body would be streamed in, shown only by script).
   */
  virtual?: VirtualRows;
  /** shown under the header while a newer page replaces the current one */
  fetching?: boolean;
  /** records of the upstream's reply that could not be read (left out of `rows`) */
  unreadable?: number;
  /**
   * The rows hold nothing focusable (no link, no button): the table scrolls
   * sideways in a named, focusable region (`label (scrollable)`), so the
   * keyboard can scroll it too.
   */
  keyboardScroll?: boolean;
  className?: string;
}

/**
 * The one table of the console: TanStack Table for columns, sorting and selection
 * (paging and sorting happen on the server), TanStack Virtual for long lists, and
 * the loading, empty and error states every list needs.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  if (!props.unreadable || props.error) return <ListTable {...props} />;
  return (
    <div className="grid gap-2">
      <UnreadableNotice count={props.unreadable} />
      <ListTable {...props} />
    </div>
  );
}

function ListTable<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, sorting, onSortingChange, selection, onSelectionChange } = props;
  const selectable = !!onSelectionChange;
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is used as documented
  const table = useReactTable({
    data: rows ?? EMPTY,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: !!onSortingChange,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    state: { sorting: sorting ?? [], rowSelection: selection ?? {} },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting ?? []) : updater;
      onSortingChange?.(next);
    },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === "function" ? updater(selection ?? {}) : updater;
      onSelectionChange?.(next);
    },
  });

  const state = tableState(props);
  if (state) return state;

  const header = <DataTableHeader table={table} sticky={!!props.virtual} />;
  const body = <PlainBody rows={table.getRowModel().rows} onRowClick={props.onRowClick} />;

  return (
    <div
      className={cn("relative rounded-lg border", props.className)}
      aria-busy={props.fetching || undefined}
    >
      {props.fetching && (
        <div
          className="absolute inset-x-0 top-0 z-20 h-0.5 animate-pulse bg-primary/60"
          aria-hidden="true"
        />
      )}
      {props.virtual ? (
        <props.virtual.Body
          table={table.getRowModel().rows}
          header={header}
          label={props.label}
          columns={columns.length}
          virtual={props.virtual}
          onRowClick={props.onRowClick}
        />
      ) : props.keyboardScroll ? (
        <ScrollTable label={props.label} className="rounded-[inherit] border-0">
          {header}
          {body}
        </ScrollTable>
      ) : (
        <Table aria-label={props.label}>
          {header}
          {body}
        </Table>
      )}
    </div>
  );
}

const EMPTY: never[] = [];
