"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";

import { SmtpAnswerBadge } from "@/components/email/smtp-answer-badge";
import type { ExplainedEmail } from "@/lib/email/outcome";
import { formatBytes, formatNumber } from "@/lib/format";
import { recipientHref } from "@/lib/schemas/email/address";

/** Columns of the email log and of lookup results; the first cell links to the message. */
export function emailColumns(
  zone: string,
  opts: { recipient?: boolean } = {},
): ColumnDef<ExplainedEmail>[] {
  const columns: ColumnDef<ExplainedEmail>[] = [
    {
      id: "send_date",
      header: `Sent (${zone})`,
      cell: ({ row }) => (
        <Link
          href={`/email/log/${encodeURIComponent(row.original.id)}`}
          className="font-medium whitespace-nowrap tabular-nums underline-offset-4 hover:underline focus-visible:underline"
        >
          {row.original.send_date ? (
            <>
              {/* the year is left out on phones, where every pixel of the row counts */}
              <span className="hidden sm:inline">{row.original.send_date.slice(0, 5)}</span>
              {row.original.send_date.slice(5, 16)}
            </>
          ) : (
            "—"
          )}
          <span className="sr-only">: open the email to {row.original.recipient ?? "—"}</span>
        </Link>
      ),
    },
    {
      id: "sender",
      header: "From",
      cell: ({ row }) => <span className="block max-w-48 truncate">{row.original.sender}</span>,
      meta: { className: "hidden lg:table-cell" },
    },
    {
      id: "recipient",
      header: "To",
      cell: ({ row }) =>
        row.original.recipient ? (
          <Link
            href={recipientHref(row.original.recipient)}
            className="block max-w-32 truncate underline-offset-4 hover:underline focus-visible:underline sm:max-w-56"
            title={`Everything sent to ${row.original.recipient}`}
          >
            {row.original.recipient}
          </Link>
        ) : (
          "—"
        ),
    },
    {
      id: "subject",
      header: "Subject",
      cell: ({ row }) => (
        <span className="block max-w-72 truncate" title={row.original.subject}>
          {row.original.subject || "—"}
        </span>
      ),
      meta: { className: "hidden md:table-cell" },
    },
    {
      id: "answer",
      header: () => (
        <>
          <span className="sm:hidden">SMTP</span>
          <span className="hidden sm:inline">SMTP answer</span>
        </>
      ),
      cell: ({ row }) => <SmtpAnswerBadge explanation={row.original.explanation} />,
    },
    {
      id: "size",
      header: "Size",
      cell: ({ row }) => formatBytes(row.original.total_size),
      meta: { align: "right", className: "hidden xl:table-cell whitespace-nowrap" },
    },
    {
      id: "opens",
      header: "Opens",
      cell: ({ row }) => formatNumber(row.original.tracking.open),
      meta: { align: "right", className: "hidden sm:table-cell" },
    },
    {
      id: "clicks",
      header: "Clicks",
      cell: ({ row }) => formatNumber(row.original.tracking.click),
      meta: { align: "right", className: "hidden sm:table-cell" },
    },
  ];
  // the recipient page shows one address: its column would say the same on every row
  return opts.recipient === false ? columns.filter((c) => c.id !== "recipient") : columns;
}

/** The account's zone as a column header shows it. */
/** The account zone's label, as every date in the console shows it ("UTC", "Kyiv"). */
export { zoneLabel } from "@/lib/datetime";
