"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { InfoIcon } from "lucide-react";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { DateTime } from "@/components/ui/date-time";
import type { ExplainedBounce } from "@/lib/email/bounce-stats";
import { recipientHref } from "@/lib/schemas/email/address";

import { SmtpKindBadge } from "./smtp-kind-badge";

/** Columns of the bounce table; the address opens its recipient page, the info button the bounce's details. */
export function bounceColumns(onOpen: (b: ExplainedBounce) => void): ColumnDef<ExplainedBounce>[] {
  return [
    {
      id: "recipient",
      header: "Recipient",
      cell: ({ row: { original: b } }) => (
        <div className="grid max-w-xs min-w-40 gap-0.5">
          <span className="flex items-start gap-1">
            <Link
              href={recipientHref(b.email_to)}
              className="w-fit font-medium break-all underline-offset-4 hover:underline focus-visible:underline"
              title={`Everything sent to ${b.email_to}`}
            >
              {b.email_to}
            </Link>
            <button
              type="button"
              className="-my-0.5 shrink-0 rounded-sm p-0.5 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={() => onOpen(b)}
              aria-label={`Details of the bounce to ${b.email_to}`}
              title="Details of this bounce"
            >
              <InfoIcon className="size-4" aria-hidden="true" />
            </button>
          </span>
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
