"use client";

import type { RowSelectionState } from "@tanstack/react-table";
import { SearchIcon, SearchXIcon } from "lucide-react";
import Link from "next/link";
import { useCallback, useMemo, useState } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { selectColumn } from "@/components/data-table/select-column";
import { failureOf } from "@/components/ui/error-state";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { usePhoneFormat } from "@/lib/phone/use-format";
import { useSuppressionSearch } from "@/lib/suppressions/queries";
import {
  filterSuppressions,
  SUPPRESSION_LISTS,
  SUPPRESSION_SOURCES,
  type Suppression,
  type SuppressionList,
  type SuppressionSource,
} from "@/lib/suppressions/search";

import { RemoveSelected } from "./remove-selected";
import { ResubscribeSelected } from "./resubscribe-selected";
import { rowId, suppressionColumns } from "./suppression-columns";
import { SuppressionSearch } from "./suppression-search";
import { SuppressionsHeader } from "./suppressions-header";
import { LIST_WORDS, SOURCE_WORDS } from "./words";

const pick = <T extends string>(all: readonly T[], v: string | undefined) =>
  all.includes(v as T) ? (v as T) : undefined;

/** One search over every list that keeps a person from being messaged, and what can be done about it. */
export function SuppressionsView() {
  const { timeZone } = useAccount();
  const canDeletePhones = useCan("blacklist:delete");
  const canWriteEmails = useCan("unsubscribes:write");
  const [url, setUrl] = useUrlState(["q", "list", "source"] as const);
  const q = url.q || undefined;
  const list = pick<SuppressionList>(SUPPRESSION_LISTS, url.list);
  const source = pick<SuppressionSource>(SUPPRESSION_SOURCES, url.source);
  const search = useSuppressionSearch(q);
  const { format: formatPhone, settled } = usePhoneFormat();
  const rows = useMemo(
    () =>
      search.data && settled
        ? filterSuppressions(search.data.items, {
            lists: list ? [list] : undefined,
            sources: source ? [source] : undefined,
          })
        : undefined,
    [search.data, settled, list, source],
  );

  const removable = (s: Suppression) =>
    (s.list === "blacklist" && canDeletePhones) || (s.list === "unsubscribes" && canWriteEmails);
  const selecting = canDeletePhones || canWriteEmails;
  const view = `${q}|${list}|${source}`;
  const [picked, setPicked] = useState<{ view: string; rows: RowSelectionState }>({
    view,
    rows: {},
  });
  const selection = picked.view === view ? picked.rows : {};
  const selected = (rows ?? []).filter((r) => selection[rowId(r)]);
  const toRemove = selected.filter(removable);
  const toResubscribe = canWriteEmails
    ? selected.filter((r) => r.list === "unsubscribes").map((r) => r.value)
    : [];

  const columns = useMemo(() => {
    const shown = suppressionColumns({ timeZone, formatPhone });
    return selecting
      ? [selectColumn<Suppression>((s) => `${s.value} (${LIST_WORDS[s.list].label})`), ...shown]
      : shown;
  }, [timeZone, formatPhone, selecting]);
  const onSearch = useCallback((next: string | undefined) => setUrl({ q: next }), [setUrl]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <SuppressionsHeader />
      <div className="flex flex-wrap items-start gap-3">
        <SuppressionSearch value={q} onSearch={onSearch} />
        <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto">
          <FilterSelect
            id="sup-list"
            label="List"
            className="sm:w-48"
            all="Every list"
            value={list ?? ""}
            options={SUPPRESSION_LISTS.map((l) => ({ value: l, label: LIST_WORDS[l].label }))}
            onChange={(v) => setUrl({ list: v || undefined })}
          />
          <FilterSelect
            id="sup-source"
            label="Source"
            className="sm:w-48"
            all="Every source"
            value={source ?? ""}
            options={SUPPRESSION_SOURCES.map((s) => ({ value: s, label: SOURCE_WORDS[s].label }))}
            onChange={(v) => setUrl({ source: v || undefined })}
          />
        </div>
      </div>
      {selected.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label="Selected entries"
        >
          <ResubscribeSelected emails={toResubscribe} />
          <RemoveSelected rows={toRemove} onRemoved={() => setPicked({ view, rows: {} })} />
          {toRemove.length < selected.length && (
            <span className="text-sm text-muted-foreground">
              Hard bounces stay: they are the Messaging API&apos;s record of the last 24 hours.
            </span>
          )}
        </div>
      )}
      <section aria-label="Results" className="grid min-w-0 grid-cols-1 gap-3">
        {search.data && (search.data.truncated || search.data.incomplete.length > 0) && (
          <p className="text-sm text-muted-foreground" role="status">
            {search.data.truncated
              ? "Only the first 500 matches are shown: search for more of the number or address."
              : `Only part of ${search.data.incomplete.map((l) => LIST_WORDS[l].label).join(" and ")} was read (it is very long).`}
          </p>
        )}
        {q ? (
          <DataTable
            label="Suppressions"
            columns={columns}
            rows={rows}
            getRowId={rowId}
            {...failureOf(search)}
            fetching={search.isFetching && !search.isPending}
            selection={selecting ? selection : undefined}
            onSelectionChange={selecting ? (r) => setPicked({ view, rows: r }) : undefined}
            empty={{
              title: list || source ? "Nothing matches these filters" : "On no list",
              description:
                list || source
                  ? `Nothing found for “${q}” with this list and source; clear the filters to see all.`
                  : `“${q}” is not on the Viber blacklist, not unsubscribed, and has not bounced hard in the last 24 hours.`,
              icon: SearchXIcon,
            }}
          />
        ) : (
          <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-8 text-center">
            <SearchIcon className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Look up a phone number or an email address</p>
            <p className="max-w-md text-sm text-muted-foreground">
              One search covers the Viber{" "}
              <Link href="/viber/blacklist" className="underline underline-offset-4">
                blacklist
              </Link>
              , the email{" "}
              <Link href="/email/unsubscribes" className="underline underline-offset-4">
                unsubscribes
              </Link>{" "}
              and the{" "}
              <Link href="/email/bounces" className="underline underline-offset-4">
                hard bounces
              </Link>{" "}
              of the last 24 hours.
            </p>
          </div>
        )}
      </section>
    </div>
  );
}
