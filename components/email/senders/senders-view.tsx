"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { AtSignIcon, ServerIcon } from "lucide-react";

import { useCan } from "@/components/account/account-context";
import { DataTable, type ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState, failureOf, retryOf } from "@/components/ui/error-state";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { useEmailSenders, useSendingIps } from "@/lib/queries/email/sender-addresses";
import type { EmailSender } from "@/lib/schemas/resources";

// the form (react-hook-form, zod) loads when someone reaches for its button
const loadAddDialog = () => import("./sender-add-dialog").then((m) => m.SenderAddDialog);

function StatusBadge({ status }: { status: string | null }) {
  if (status === "Active") return <Badge variant="success">Active</Badge>;
  if (status === "Requested activation")
    return (
      <Badge
        variant="warning"
        title="Waiting for the Messaging API to activate it; it cannot send yet"
      >
        Requested activation
      </Badge>
    );
  if (!status)
    return (
      <Badge variant="neutral" title="The Messaging API lists it for sending but gives no status">
        No status
      </Badge>
    );
  return <Badge variant="neutral">{status}</Badge>;
}

const columns: ColumnDef<EmailSender>[] = [
  {
    id: "email",
    header: "Address",
    cell: ({ row }) => <span className="font-medium break-all">{row.original.email}</span>,
    meta: { className: "whitespace-normal" } satisfies ColumnMeta,
  },
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => row.original.name ?? "—",
    meta: { className: "whitespace-normal" } satisfies ColumnMeta,
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  },
];

/** Sender addresses with their status, admins' add form, and the account's sending IPs. */
export function SendersView() {
  const canAdd = useCan("senders:write");
  const senders = useEmailSenders();
  const items = senders.data?.items;
  const waiting = items?.filter((s) => s.status === "Requested activation").length ?? 0;

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="sender-addresses-title" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="sender-addresses-title" className="text-lg font-semibold">
              Addresses
            </h2>
            <p className="text-sm text-muted-foreground">
              {items
                ? `${items.length} ${items.length === 1 ? "address" : "addresses"}${waiting ? `, ${waiting} waiting for activation` : ""}. Only active addresses can send.`
                : "Addresses emails can be sent from."}
            </p>
          </div>
          {canAdd && (
            <LoadOnIntent
              load={loadAddDialog}
              props={{}}
              trigger={
                <Button aria-haspopup="dialog">
                  <AtSignIcon aria-hidden="true" />
                  Add sender address
                </Button>
              }
            />
          )}
        </div>
        <DataTable
          label="Sender addresses"
          columns={columns}
          rows={items}
          getRowId={(s) => s.email}
          {...failureOf(senders)}
          empty={{
            title: "No sender addresses yet",
            description: canAdd ? "Add the address your emails should come from." : undefined,
            icon: AtSignIcon,
          }}
        />
      </section>
      <SendingIps />
    </div>
  );
}

function SendingIps() {
  const ips = useSendingIps();
  return (
    <Card className="gap-4">
      <CardHeading
        title="Sending IPs"
        description="Your emails leave from these addresses. Recipients' IT teams may ask for them to allowlist your emails."
      />
      <CardContent>
        {ips.isPending ? (
          <div role="status" className="grid gap-2" aria-label="Loading sending IPs">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : ips.isError ? (
          <ErrorState message={errorMessage(ips.error)} {...retryOf(ips)} />
        ) : ips.data.items.length === 0 ? (
          <EmptyState icon={ServerIcon} title="No sending IPs listed" />
        ) : (
          <ul className="grid gap-2" aria-label="Sending IPs">
            {ips.data.items.map((ip) => (
              <li
                key={ip}
                className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5"
              >
                <code className="font-mono text-sm">{ip}</code>
                <CopyButton value={ip} size="sm" variant="ghost" aria-label={`Copy ${ip}`} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
