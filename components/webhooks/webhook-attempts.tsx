"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { RotateCwIcon, ScrollTextIcon } from "lucide-react";

import { DataTable, type ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { failureOf } from "@/components/ui/error-state";
import type { WebhookAttemptRow } from "@/lib/webhooks/kinds";
import { useWebhookAttempts } from "@/lib/webhooks/queries";

function Result({ a }: { a: WebhookAttemptRow }) {
  if (a.ok) return <Badge variant="success">{a.status} OK</Badge>;
  return (
    <span className="grid gap-1">
      <Badge variant="danger">{a.status ? `HTTP ${a.status}` : "No answer"}</Badge>
      {a.error && a.status === null && (
        <span className="text-xs break-words text-muted-foreground">{a.error}</span>
      )}
    </span>
  );
}

function columns(onSendAgain: (eventId: string) => void, sending: string | null) {
  const cols: ColumnDef<WebhookAttemptRow>[] = [
    {
      id: "at",
      header: "Time",
      cell: ({ row }) => <DateTime value={row.original.at} hint="below" />,
      meta: { className: "whitespace-nowrap" } satisfies ColumnMeta,
    },
    {
      id: "event",
      header: "Event",
      cell: ({ row: { original: a } }) => (
        <span className="grid gap-0.5">
          <span>{a.eventTitle ?? "An event no longer kept"}</span>
          <span className="font-mono text-xs break-all text-muted-foreground">
            {a.eventType ? `${a.eventType} · ` : ""}
            {a.eventId}
          </span>
        </span>
      ),
    },
    { id: "result", header: "Result", cell: ({ row }) => <Result a={row.original} /> },
    {
      id: "duration",
      header: "Took",
      cell: ({ row }) => `${row.original.durationMs} ms`,
      meta: { className: "whitespace-nowrap tabular-nums" } satisfies ColumnMeta,
    },
    {
      id: "response",
      header: "Response",
      cell: ({ row: { original: a } }) =>
        a.response && a.response.length <= 60 && !a.response.includes("\n") ? (
          <span className="text-xs break-all">{a.response}</span>
        ) : a.response ? (
          <details className="max-w-72">
            <summary className="cursor-pointer truncate text-xs">{a.response.slice(0, 60)}</summary>
            <pre className="mt-1 max-h-48 overflow-auto rounded bg-muted p-2 text-xs break-all whitespace-pre-wrap">
              {a.response}
            </pre>
          </details>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: "again",
      header: () => <span className="sr-only">Send again</span>,
      cell: ({ row: { original: a } }) => (
        <Button
          variant="outline"
          size="sm"
          disabled={sending === a.eventId}
          onClick={() => onSendAgain(a.eventId)}
          aria-label={`Send ${a.eventTitle ?? a.eventId} again`}
        >
          <RotateCwIcon aria-hidden="true" /> Send again
        </Button>
      ),
    },
  ];
  return cols;
}

/** The delivery log: every attempt, newest first, each event can be sent again (same event id). */
export function WebhookAttempts({
  id,
  onSendAgain,
  sending,
}: {
  id: number;
  onSendAgain: (eventId: string) => void;
  sending: string | null;
}) {
  const attempts = useWebhookAttempts(id);
  return (
    <section aria-labelledby="webhook-log-title" className="grid grid-cols-1 gap-2">
      <h2 id="webhook-log-title" className="font-medium">
        Delivery log
      </h2>
      <DataTable
        label="Delivery log"
        columns={columns(onSendAgain, sending)}
        rows={attempts.data?.items}
        getRowId={(a) => String(a.id)}
        {...failureOf(attempts)}
        empty={{
          title: "No deliveries yet",
          description: "Send a test event to check the receiver.",
          icon: ScrollTextIcon,
        }}
      />
    </section>
  );
}
