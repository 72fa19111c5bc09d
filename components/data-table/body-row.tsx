"use client";

import { flexRender, type Row } from "@tanstack/react-table";
import type * as React from "react";

import { TableBody, TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

import { columnMeta } from "./column-meta";

/** Every row, for a table that is not virtual. */
export function PlainBody<T>({
  rows,
  onRowClick,
}: {
  rows: Row<T>[];
  onRowClick?: (row: T) => void;
}) {
  return (
    <TableBody>
      {rows.map((row) => (
        <BodyRow key={row.id} row={row} onRowClick={onRowClick} />
      ))}
    </TableBody>
  );
}

/** One row; with `onRowClick` the whole row is clickable, its links and controls still their own. */
export function BodyRow<T>({
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
        const meta = columnMeta(cell.column);
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
