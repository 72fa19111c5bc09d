"use client";

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
} from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from "lucide-react";
import * as React from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";
import { ScrollTable } from "./scroll-table";

/** Column metadata the shared table reads: alignment and a class for header and cells. */
export interface ColumnMeta {
  align?: "left" | "right";
  className?: string;
}

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
  empty?: {
    title: string;
    description?: React.ReactNode;
    icon?: LucideIcon;
    /** a way out, e.g. "Clear filters" */
    action?: React.ReactNode;
  };
  /** server-side sorting: the table only reports what was clicked */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** row selection by id (e.g. several blacklist numbers to remove) */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /** names a row for its selection checkbox, e.g. the phone number */
  rowLabel?: (row: T) => string;
  /** where a row leads (the whole row is clickable, the first cell holds the real link) */
  onRowClick?: (row: T) => void;
  /**
   * Large lists: only the rows in view are in the DOM. The table scrolls inside
   * a box of `height` px; rows are `rowHeight` px high.
   */
  virtual?: { height: number; rowHeight: number; overscan?: number };
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
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <TriangleAlertIcon className="size-4 shrink-0 text-status-warning" aria-hidden="true" />
        {props.unreadable === 1
          ? "1 record in the Messaging API's answer could not be read and is not shown."
          : `${props.unreadable} records in the Messaging API's answer could not be read and are not shown.`}
      </p>
      <ListTable {...props} />
    </div>
  );
}

function ListTable<T>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, sorting, onSortingChange, selection, onSelectionChange } = props;
  const { rowLabel } = props;
  const selectable = !!onSelectionChange;
  const allColumns = React.useMemo(
    () => (selectable ? [selectColumn<T>(rowLabel), ...columns] : columns),
    [selectable, columns, rowLabel],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is used as documented
  const table = useReactTable({
    data: rows ?? EMPTY,
    columns: allColumns,
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

  if (props.error)
    return <ErrorState message={props.error} onRetry={props.onRetry} retrying={props.retrying} />;
  if (rows === undefined) return <TableSkeleton label={props.label} />;
  if (rows.length === 0 && props.empty)
    return (
      <EmptyState
        title={props.empty.title}
        description={props.empty.description}
        icon={props.empty.icon}
        action={props.empty.action}
      />
    );

  const header = (
    <TableHeader className={cn(props.virtual && "sticky top-0 z-10 bg-background shadow-xs")}>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} className="hover:bg-transparent">
          {group.headers.map((h) => {
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: TanStack's ColumnMeta has no fields of its own
            const meta = h.column.columnDef.meta as ColumnMeta | undefined;
            const sorted = h.column.getIsSorted();
            return (
              <TableHead
                key={h.id}
                aria-sort={
                  sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined
                }
                className={cn(meta?.align === "right" && "text-right", meta?.className)}
              >
                {h.isPlaceholder ? null : h.column.getCanSort() ? (
                  <SortButton
                    sorted={sorted}
                    align={meta?.align}
                    onClick={h.column.getToggleSortingHandler()}
                  >
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </SortButton>
                ) : (
                  flexRender(h.column.columnDef.header, h.getContext())
                )}
              </TableHead>
            );
          })}
        </TableRow>
      ))}
    </TableHeader>
  );

  // not built for a virtual table: it renders only the rows in view
  const body = () => (
    <TableBody>
      {table.getRowModel().rows.map((row) => (
        <BodyRow key={row.id} row={row} onRowClick={props.onRowClick} />
      ))}
    </TableBody>
  );

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
        <VirtualBody
          table={table.getRowModel().rows}
          header={header}
          label={props.label}
          columns={allColumns.length}
          virtual={props.virtual}
          onRowClick={props.onRowClick}
        />
      ) : props.keyboardScroll ? (
        <ScrollTable label={props.label} className="rounded-[inherit] border-0">
          {header}
          {body()}
        </ScrollTable>
      ) : (
        <Table aria-label={props.label}>
          {header}
          {body()}
        </Table>
      )}
    </div>
  );
}

const EMPTY: never[] = [];

function BodyRow<T>({
  row,
  onRowClick,
  style,
  index,
}: {
  row: Row<T>;
  onRowClick?: (row: T) => void;
  style?: React.CSSProperties;
  index?: number;
}) {
  return (
    <TableRow
      data-state={row.getIsSelected() ? "selected" : undefined}
      data-index={index}
      style={style}
      className={cn(onRowClick && "cursor-pointer")}
      onClick={
        onRowClick
          ? (e) => {
              // clicks on links, buttons and checkboxes inside the row do their own thing
              if ((e.target as HTMLElement).closest("a,button,input,[role=checkbox]")) return;
              onRowClick(row.original);
            }
          : undefined
      }
    >
      {row.getVisibleCells().map((cell) => {
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: TanStack's ColumnMeta has no fields of its own
        const meta = cell.column.columnDef.meta as ColumnMeta | undefined;
        return (
          <TableCell
            key={cell.id}
            className={cn(meta?.align === "right" && "text-right tabular-nums", meta?.className)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

/** Only the rows in view (plus a few) are rendered; spacer rows keep the scroll height. */
function VirtualBody<T>({
  table: rows,
  header,
  label,
  columns,
  virtual,
  onRowClick,
}: {
  table: Row<T>[];
  header: React.ReactNode;
  label: string;
  columns: number;
  virtual: NonNullable<DataTableProps<T>["virtual"]>;
  onRowClick?: (row: T) => void;
}) {
  const scrollRef = React.useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is used as documented
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => virtual.rowHeight,
    overscan: virtual.overscan ?? 10,
    // before the box is measured (on the server, and in the browser's first render,
    // which must match it): a box of its full height, so the first rows are in the
    // page as sent when their data came with it
    initialRect: { width: 0, height: virtual.height },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      className="overflow-auto"
      style={{ maxHeight: virtual.height }}
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
    >
      <table className="w-full caption-bottom text-sm" aria-label={label}>
        {header}
        <TableBody>
          {top > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: top, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return row ? (
              <BodyRow
                key={row.id}
                row={row}
                index={item.index}
                onRowClick={onRowClick}
                style={{ height: virtual.rowHeight }}
              />
            ) : null;
          })}
          {bottom > 0 && (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: bottom, padding: 0 }} />
            </tr>
          )}
        </TableBody>
      </table>
    </div>
  );
}

function SortButton({
  sorted,
  align,
  onClick,
  children,
}: {
  sorted: false | "asc" | "desc";
  align?: "left" | "right";
  onClick?: (e: unknown) => void;
  children: React.ReactNode;
}) {
  const Icon = sorted === "asc" ? ArrowUpIcon : sorted === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <button
      type="button"
      onClick={onClick}
      className={cn(
        "-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        align === "right" && "flex-row-reverse",
        sorted && "text-foreground",
      )}
    >
      {children}
      <Icon className={cn("size-3.5", !sorted && "opacity-50")} aria-hidden="true" />
    </button>
  );
}

function selectColumn<T>(rowLabel?: (row: T) => string): ColumnDef<T> {
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

function TableSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="grid gap-2"
      aria-busy="true"
      aria-label={`Loading ${label.toLowerCase()}`}
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
