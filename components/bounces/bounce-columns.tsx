"use client";

import type { ColumnDef } from "@tanstack/react-table";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { ExplainedBounce } from "@/lib/bounce-stats";

import { SmtpKindBadge } from "./smtp-kind-badge";

/** Columns of the bounce table; the recipient opens the bounce's details. */
export function bounceColumns(onOpen: (b: ExplainedBounce) => void): ColumnDef<ExplainedBounce>[] {
  return [
    {
      id: "recipient",
      header: "Recipient",
      cell: ({ row: { original: b } }) => (
        <div className="grid max-w-xs min-w-40 gap-0.5">
          <button
            type="button"
            className="w-fit text-left font-medium break-all underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-none"
            onClick={() => onOpen(b)}
            aria-label={`Details of the bounce to ${b.email_to}`}
          >
            {b.email_to}
          </button>
          <span className="text-xs break-all text-muted-foreground">from {b.sender}</span>
          <span className="line-clamp-1 text-xs text-muted-foreground" title={b.subject}>
            {b.subject || "(no subject)"}
          </span>
          {/* on narrow screens the reason rides along here; its own column is hidden */}
          <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs md:hidden">
            <SmtpKindBadge kind={b.explanation.kind === "soft" ? "soft" : "hard"} />
            {b.explanation.summary}
            <span className="text-muted-foreground sm:hidden">
              · <DateTime value={b.send_date} />
            </span>
          </span>
        </div>
      ),
      meta: { className: "whitespace-normal" } satisfies ColumnMeta,
    },
    {
      id: "reason",
      header: "Reason",
      cell: ({ row: { original: b } }) => (
        <div className="grid max-w-sm min-w-56 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <SmtpKindBadge kind={b.explanation.kind === "soft" ? "soft" : "hard"} />
            <span className="font-medium">{b.explanation.summary}</span>
          </div>
          <p className="text-xs whitespace-normal text-muted-foreground">{b.explanation.action}</p>
        </div>
      ),
      meta: { className: "hidden whitespace-normal md:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "code",
      header: "SMTP answer",
      cell: ({ row: { original: b } }) => (
        <div className="grid max-w-60 min-w-40 gap-0.5">
          <span className="font-mono text-xs font-medium">
            {b.smtp_answer_code} {b.smtp_answer_subcode}
          </span>
          <span
            className="line-clamp-2 font-mono text-xs break-all whitespace-normal text-muted-foreground"
            title={b.smtp_answer_data}
          >
            {b.smtp_answer_data || "—"}
          </span>
        </div>
      ),
      meta: { className: "hidden xl:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "sent",
      header: "Sent",
      cell: ({ row: { original: b } }) => (
        <DateTime value={b.send_date} hint="below" className="whitespace-nowrap" />
      ),
      meta: { align: "right", className: "hidden sm:table-cell" } satisfies ColumnMeta,
    },
  ];
}
