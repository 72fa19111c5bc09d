"use client";

import type { Row } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import * as React from "react";

import { TableBody } from "@/components/ui/table";

import { BodyRow } from "./body-row";

interface VirtualBox {
  height: number;
  rowHeight: number;
  overscan?: number;
}

/** A large list's box: `height` px high, rows of `rowHeight` px, `overscan` rows beyond the view; and its body. */
export interface VirtualRows extends VirtualBox {
  Body: typeof VirtualBody;
}

/** What a DataTable's `virtual` is given: the box, and the body that renders only the rows in view. */
export const virtualRows = (box: VirtualBox): VirtualRows => ({ ...box, Body: VirtualBody });

/** Only the rows in view (plus a few) are rendered; spacer rows keep the scroll height. */
export function VirtualBody<T>({
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
  virtual: VirtualBox;
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
          <Spacer height={top} columns={columns} />
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
          <Spacer height={bottom} columns={columns} />
        </TableBody>
      </table>
    </div>
  );
}

/** The room of the rows not rendered, above or below those in view. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true">
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}
