"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import type { WebhookRow } from "@/lib/webhooks/kinds";

export function WebhookStatus({ row }: { row: WebhookRow }) {
  if (row.status === "paused") return <Badge variant="danger">Paused</Badge>;
  if (row.status === "disabled") return <Badge variant="neutral">Off</Badge>;
  if (row.failures > 0) return <Badge variant="warning">Failing ({row.failures})</Badge>;
  return <Badge variant="success">Active</Badge>;
}

export const eventsInWords = (row: WebhookRow) =>
  [
    row.eventTypes.length ? row.eventTypes.join(", ") : "All events",
    row.ruleIds.length ? `rules: ${row.ruleIds.join(", ")}` : null,
  ]
    .filter(Boolean)
    .join("; ");

export const webhookColumns: ColumnDef<WebhookRow>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row: { original: w } }) => (
      <Link
        href={`/admin/webhooks/${w.id}`}
        className="font-medium underline-offset-4 hover:underline"
      >
        {w.name}
      </Link>
    ),
  },
  {
    id: "kind",
    header: "Kind",
    cell: ({ row }) => (
      <Badge variant="secondary">{row.original.kind === "signed" ? "Signed" : "Chat"}</Badge>
    ),
  },
  {
    id: "url",
    header: "URL",
    cell: ({ row }) => <span className="font-mono text-xs break-all">{row.original.urlShown}</span>,
  },
  { id: "events", header: "Events", cell: ({ row }) => eventsInWords(row.original) },
  { id: "status", header: "Status", cell: ({ row }) => <WebhookStatus row={row.original} /> },
  {
    id: "last",
    header: "Last attempt",
    cell: ({ row: { original: w } }) =>
      w.lastAttempt ? (
        <span className="inline-flex items-center gap-2">
          <DateTime value={w.lastAttempt.at} hint="below" />
          {!w.lastAttempt.ok && <span className="text-destructive">failed</span>}
        </span>
      ) : (
        <span className="text-muted-foreground">None yet</span>
      ),
    meta: { className: "whitespace-nowrap" } satisfies ColumnMeta,
  },
];
