"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { Trash2Icon } from "lucide-react";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatUpstreamDateTime } from "@/lib/format";
import { recipientHref } from "@/lib/schemas/email/address";
import type { Unsubscribe } from "@/lib/schemas/resources";

const HOW: Record<
  Unsubscribe["how"],
  { label: string; variant: "info" | "neutral" | "danger"; title: string }
> = {
  link: {
    label: "Unsubscribe link",
    variant: "info",
    title: "The recipient clicked the unsubscribe link in an email",
  },
  user: {
    label: "Added manually",
    variant: "neutral",
    title: "Added to the list by someone on this account",
  },
  spam_complaint: {
    label: "Spam complaint",
    variant: "danger",
    title: "The recipient marked an email as spam",
  },
  unknown: { label: "Unknown", variant: "neutral", title: "The Messaging API gives no reason" },
};

export function HowBadge({ how }: { how: Unsubscribe["how"] }) {
  const h = HOW[how];
  return (
    <Badge variant={h.variant} title={h.title}>
      {h.label}
    </Badge>
  );
}

export function unsubscribeColumns(
  timeZone: string,
  onRemove: ((u: Unsubscribe) => void) | null,
): ColumnDef<Unsubscribe>[] {
  const columns: ColumnDef<Unsubscribe>[] = [
    {
      id: "email",
      header: "Email",
      cell: ({ row }) => (
        <div className="grid gap-1">
          <Link
            href={recipientHref(row.original.email)}
            className="w-fit font-medium break-all underline-offset-4 hover:underline focus-visible:underline"
          >
            {row.original.email}
          </Link>
          {/* narrow screens: how and when ride along; their columns are hidden */}
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground sm:hidden">
            <HowBadge how={row.original.how} />
            {formatUpstreamDateTime(row.original.date, timeZone)}
          </span>
        </div>
      ),
      meta: { className: "whitespace-normal" } satisfies ColumnMeta,
    },
    {
      id: "how",
      header: "How",
      cell: ({ row }) => <HowBadge how={row.original.how} />,
      meta: { className: "hidden sm:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "date",
      header: "Date",
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatUpstreamDateTime(row.original.date, timeZone)}
        </span>
      ),
      meta: { className: "hidden sm:table-cell" } satisfies ColumnMeta,
    },
  ];
  if (onRemove)
    columns.push({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => onRemove(row.original)}
          aria-label={`Remove ${row.original.email} from the list`}
          title="Remove from the list"
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      ),
      meta: { align: "right", className: "w-12" } satisfies ColumnMeta,
    });
  return columns;
}
