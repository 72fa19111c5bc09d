"use client";

import { BLACKLIST_SORTS, type BlacklistSort } from "@messaging-console/contract/limits";
import type { RowSelectionState } from "@tanstack/react-table";
import { SearchXIcon, ShieldBanIcon, Trash2Icon, XIcon } from "lucide-react";
import Link from "next/link";
import { useCallback, useId, useMemo, useState } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { FilterSelect } from "@/components/data-table/filter-select";
import { selectColumn } from "@/components/data-table/select-column";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { failureOf } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { readPaging } from "@/lib/paging";
import { usePhoneFormat } from "@/lib/phone/use-format";
import { useBlacklist } from "@/lib/queries/viber/blacklist";
import type { BlacklistEntry } from "@/lib/schemas/resources";

import { AddPhonesButton } from "./add-phones-button";
import { blacklistColumns } from "./blacklist-columns";
import { BlacklistSearch } from "./blacklist-search";
import { RemovePhonesDialog } from "./remove-phones-dialog";
import { count } from "./words";

const ORDERS: { value: BlacklistSort; label: string }[] = [
  { value: "-add_date", label: "Newest added first" },
  { value: "add_date", label: "Oldest added first" },
  { value: "phone", label: "By number" },
];

/** The Viber phone blacklist: search, order, pages, add (with import) and remove. */
export function BlacklistView() {
  const { timeZone } = useAccount();
  const canAdd = useCan("blacklist:write");
  const canRemove = useCan("blacklist:delete");
  const [url, setUrl] = useUrlState(["q", "sort", "page", "size"] as const);
  const { page, pageSize, offset } = readPaging(url);
  const q = url.q?.replace(/\D/g, "").slice(0, 15) || undefined;
  const sort: BlacklistSort = (BLACKLIST_SORTS as readonly string[]).includes(url.sort ?? "")
    ? (url.sort as BlacklistSort)
    : "-add_date";
  const sortId = useId();
  const list = useBlacklist({ limit: pageSize, offset, q, sort });
  // libphonenumber comes after the page: the rows wait for it (it usually comes
  // first) rather than show each number twice, unformatted and then formatted
  const { format: formatPhone, settled } = usePhoneFormat();
  const rows = settled ? list.data?.items : undefined;

  // A selection belongs to the page it was made on.
  const view = `${q ?? ""}|${sort}|${page}|${pageSize}`;
  const [picked, setPicked] = useState<{ view: string; rows: RowSelectionState }>({
    view,
    rows: {},
  });
  const selection = picked.view === view ? picked.rows : {};
  const selected = Object.keys(selection).filter((k) => selection[k]);
  const [removing, setRemoving] = useState<string[] | null>(null);

  const columns = useMemo(() => {
    const shown = blacklistColumns({
      timeZone,
      formatPhone,
      onRemove: canRemove ? (e: BlacklistEntry) => setRemoving([e.phone]) : undefined,
    });
    return canRemove
      ? [selectColumn<BlacklistEntry>((e) => formatPhone(e.phone)), ...shown]
      : shown;
  }, [timeZone, formatPhone, canRemove]);
  const onSearch = useCallback((digits: string | undefined) => setUrl({ q: digits }), [setUrl]);

  const onRemoved = (phones: string[]) => {
    setPicked({ view, rows: {} });
    // the page emptied: step back so the list does not show a blank page
    if (page > 1 && rows && phones.length >= rows.length) setUrl({ page: page - 1 });
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Blacklist"
        description={
          <>
            Phone numbers that never receive Viber messages.{" "}
            <Link href="/suppressions" className="underline underline-offset-4">
              Search every suppression list
            </Link>
          </>
        }
        actions={canAdd ? <AddPhonesButton /> : undefined}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
          <div className="w-full sm:w-80">
            <BlacklistSearch value={q} onSearch={onSearch} />
          </div>
          <FilterSelect
            id={sortId}
            label="Order"
            className="w-full gap-2 sm:w-52"
            options={ORDERS}
            value={sort}
            onChange={(order) => setUrl({ sort: order === "-add_date" ? undefined : order })}
          />
        </div>
        {canRemove && selected.length > 0 && (
          <Button variant="destructive" onClick={() => setRemoving(selected)}>
            <Trash2Icon aria-hidden="true" /> Remove {count(selected.length, "selected number")}
          </Button>
        )}
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-3">
        <DataTable
          unreadable={list.data?.unreadable}
          label="Blacklisted numbers"
          columns={columns}
          rows={rows}
          getRowId={(e) => e.phone}
          {...failureOf(list)}
          fetching={list.isFetching && !list.isPending}
          empty={
            q
              ? {
                  title: "No number matches",
                  description: `No blacklisted number contains ${q}.`,
                  icon: SearchXIcon,
                  action: (
                    <Button variant="outline" onClick={() => setUrl({ q: undefined })}>
                      <XIcon aria-hidden="true" /> Clear search
                    </Button>
                  ),
                }
              : {
                  title: "No numbers are blacklisted",
                  description: canAdd
                    ? "Numbers you add here never receive Viber messages."
                    : "Numbers added here never receive Viber messages.",
                  icon: ShieldBanIcon,
                }
          }
          sorting={[{ id: sort === "phone" ? "phone" : "add_date", desc: sort === "-add_date" }]}
          onSortingChange={(next) => {
            const s = next[0];
            if (!s) return;
            const order = s.id === "phone" ? "phone" : s.desc ? "-add_date" : "add_date";
            setUrl({ sort: order === "-add_date" ? undefined : order });
          }}
          selection={canRemove ? selection : undefined}
          onSelectionChange={canRemove ? (rows) => setPicked({ view, rows }) : undefined}
        />
        {rows && rows.length > 0 && !list.isError && (
          <Pagination
            page={page}
            pageSize={pageSize}
            total={list.data?.total}
            pageItems={rows.length}
            onPage={(p) => setUrl({ page: p }, { keepPage: true })}
            onPageSize={(size) => setUrl({ size })}
            label="numbers"
          />
        )}
      </div>
      {canRemove && (
        <RemovePhonesDialog
          phones={removing}
          onClose={() => setRemoving(null)}
          onRemoved={onRemoved}
        />
      )}
    </div>
  );
}
