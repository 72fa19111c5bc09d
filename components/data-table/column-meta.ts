import type { Column } from "@tanstack/react-table";

/** Column metadata the shared table reads: alignment and a class for header and cells. */
export interface ColumnMeta {
  align?: "left" | "right";
  className?: string;
}

/** A column's `ColumnMeta` (TanStack's own ColumnMeta type declares no fields). */
export function columnMeta<T>(column: Column<T, unknown>): ColumnMeta | undefined {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: TanStack's ColumnMeta has no fields of its own
  return column.columnDef.meta as ColumnMeta | undefined;
}
