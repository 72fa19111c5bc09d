"use client";

import type { ColumnDef } from "@tanstack/react-table";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { auditTargetWords } from "@/lib/audit/details";
import { auditActionWords, auditErrorWords } from "@/lib/audit/labels";
import type { AuditEntry } from "@/lib/audit/queries";

/** Columns of the audit log: when, who, what, on what, and how it ended. */
export const auditColumns: ColumnDef<AuditEntry>[] = [
  {
    id: "at",
    header: "Time (UTC)",
    cell: ({ row }) => <DateTime value={row.original.at} style="seconds" hint="below" />,
    meta: { className: "whitespace-nowrap tabular-nums" } satisfies ColumnMeta,
  },
  {
    id: "user",
    header: "User",
    cell: ({ row: { original: e } }) => (
      <div className="grid">
        <span>{e.userEmail}</span>
        <span className="text-xs text-muted-foreground">{e.role}</span>
      </div>
    ),
  },
  {
    id: "action",
    header: "Action",
    // words for people; the code (what the filter and exports use) on hover and for screen readers
    cell: ({ row: { original: e } }) => (
      // relative: the sr-only code is placed in the cell, not at the page's edge (sideways scroll)
      <span title={e.action} className="relative">
        {auditActionWords(e.action)}
        <span className="sr-only"> ({e.action})</span>
      </span>
    ),
    meta: { className: "min-w-28 whitespace-normal" } satisfies ColumnMeta,
  },
  {
    id: "target",
    header: "Target",
    // everything recorded in the tooltip, where the cell names only what fits
    cell: ({ row: { original: e } }) => (
      <span className="block" title={auditTargetWords(e, Infinity)}>
        {auditTargetWords(e)}
      </span>
    ),
    meta: { className: "max-w-96 min-w-64 break-words whitespace-normal" } satisfies ColumnMeta,
  },
  {
    id: "outcome",
    header: "Outcome",
    cell: ({ row: { original: e } }) =>
      e.outcome === "ok" ? (
        <Badge variant="success">OK{e.upstreamId ? ` · ${e.upstreamId}` : ""}</Badge>
      ) : (
        <Badge
          variant="danger"
          title={[e.errorMessage, e.errorCode && `(${e.errorCode})`].filter(Boolean).join(" ")}
          className="h-auto text-left whitespace-normal"
        >
          {auditErrorWords(e.errorCode)}
        </Badge>
      ),
    meta: { className: "min-w-32 whitespace-normal" } satisfies ColumnMeta,
  },
];
