"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/datetime";
import { formatUpstreamDateTime } from "@/lib/format";
import { recipientHref } from "@/lib/schemas/email/address";
import type { Suppression } from "@/lib/suppressions/search";

import { LIST_WORDS, SOURCE_WORDS } from "./words";

export const rowId = (s: Suppression) => `${s.list}|${s.value}`;

function Value({ s, formatPhone }: { s: Suppression; formatPhone: (p: string) => string }) {
  if (s.list === "blacklist")
    return (
      <span className="font-medium whitespace-nowrap tabular-nums">{formatPhone(s.value)}</span>
    );
  return (
    <Link
      href={recipientHref(s.value)}
      className="w-fit font-medium wrap-anywhere underline-offset-4 hover:underline focus-visible:underline"
    >
      {s.value}
    </Link>
  );
}

function Who({ s, timeZone }: { s: Suppression; timeZone: string }) {
  if (!s.by) return <span className="text-muted-foreground">{SOURCE_WORDS[s.source].who}</span>;
  return (
    <span className="grid">
      <span className="wrap-anywhere">{s.by.email}</span>
      <span className="text-xs text-muted-foreground tabular-nums">
        {formatDateTime(s.by.at, timeZone)}
      </span>
    </span>
  );
}

/**
 * A search's rows: the phone or address, its list and source, the reason, when
 * and who. On phones list, source and date ride under the value.
 */
export function suppressionColumns(opts: {
  timeZone: string;
  formatPhone: (phone: string) => string;
}): ColumnDef<Suppression>[] {
  const { timeZone, formatPhone } = opts;
  const when = (s: Suppression) => (s.at ? formatUpstreamDateTime(s.at, timeZone) : "—");
  return [
    {
      id: "value",
      header: "Phone or address",
      cell: ({ row: { original: s } }) => (
        <div className="grid gap-1">
          <Value s={s} formatPhone={formatPhone} />
          <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground md:hidden">
            <Badge variant={LIST_WORDS[s.list].tone}>{LIST_WORDS[s.list].label}</Badge>
            <Badge variant="outline">{SOURCE_WORDS[s.source].label}</Badge>
            {when(s)}
          </span>
        </div>
      ),
      meta: { className: "min-w-40 whitespace-normal md:min-w-56" } satisfies ColumnMeta,
    },
    {
      id: "list",
      header: "List",
      cell: ({ row: { original: s } }) => (
        <Badge variant={LIST_WORDS[s.list].tone}>{LIST_WORDS[s.list].label}</Badge>
      ),
      meta: { className: "hidden md:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "reason",
      header: "Reason",
      cell: ({ row: { original: s } }) => (
        <span className="line-clamp-2 wrap-anywhere" title={s.reason}>
          {s.reason}
        </span>
      ),
      meta: { className: "min-w-32 whitespace-normal md:max-w-72" } satisfies ColumnMeta,
    },
    {
      id: "source",
      header: "Source",
      cell: ({ row: { original: s } }) => (
        <Badge variant="outline" title={SOURCE_WORDS[s.source].title}>
          {SOURCE_WORDS[s.source].label}
        </Badge>
      ),
      meta: { className: "hidden md:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "at",
      header: "When",
      cell: ({ row: { original: s } }) => (
        <span className="whitespace-nowrap tabular-nums">{when(s)}</span>
      ),
      meta: { className: "hidden md:table-cell" } satisfies ColumnMeta,
    },
    {
      id: "by",
      header: "By",
      cell: ({ row: { original: s } }) => <Who s={s} timeZone={timeZone} />,
      meta: { className: "hidden sm:table-cell min-w-40 whitespace-normal" } satisfies ColumnMeta,
    },
  ];
}
