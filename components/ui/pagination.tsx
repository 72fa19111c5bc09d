"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";

import { formatNumber } from "@/lib/format";
import { PAGE_SIZES, pageWindow } from "@/lib/paging";

import { Button } from "./button";
import { NativeSelect } from "./native-select";

/**
 * Paging for server-paged tables. `total` may be unknown (the upstream gives no
 * total for some lists): then "next" stays enabled while a full page came back.
 */
export function Pagination({
  page,
  pageSize,
  total,
  pageItems,
  onPage,
  onPageSize,
  label = "rows",
  atLeast = false,
}: {
  /** 1-based */
  page: number;
  pageSize: number;
  total?: number | null;
  /** rows on the current page, to tell whether a next page may exist when `total` is unknown */
  pageItems: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  label?: string;
  /** `total` is a lower bound (a bounded scan stopped before the end): "of at least N" */
  atLeast?: boolean;
}) {
  const known = typeof total === "number";
  const at = known ? pageWindow(total, page, pageSize) : null;
  const pages = at ? at.pages : null;
  const hasNext = at ? at.hasNext : pageItems >= pageSize;
  const first = pageItems === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + pageItems;
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p aria-live="polite">
        {pageItems === 0
          ? `No ${label}`
          : `${formatNumber(first)}–${formatNumber(last)}${known ? ` of ${atLeast ? "at least " : ""}${formatNumber(total)}` : ""} ${label}`}
        {pages !== null && pages > 1
          ? ` · page ${formatNumber(page)} of ${formatNumber(pages)}`
          : ""}
      </p>
      <div className="flex items-center gap-2">
        {onPageSize && (
          <label className="flex items-center gap-2">
            <span>Rows per page</span>
            <NativeSelect
              size="sm"
              className="w-fit text-foreground"
              value={pageSize}
              onChange={(e) => onPageSize(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </label>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
