"use client";

import { flexRender, type Table } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import type * as React from "react";

import { TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

import { columnMeta } from "./column-meta";

/**
 * The table's header: a sortable column's title is a button that only reports the
 * click (sorting happens on the server); `sticky` over a virtual table's scroll.
 */
export function DataTableHeader<T>({ table, sticky }: { table: Table<T>; sticky: boolean }) {
  return (
    <TableHeader className={cn(sticky && "sticky top-0 z-10 bg-background shadow-xs")}>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id} className="hover:bg-transparent">
          {group.headers.map((h) => {
            const meta = columnMeta(h.column);
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
