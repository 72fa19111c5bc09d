"use client";

import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import type { RowSelectionState } from "@tanstack/react-table";
import { MailMinusIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { selectColumn } from "@/components/data-table/select-column";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { failureOf } from "@/components/ui/error-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { Pagination } from "@/components/ui/pagination";
import { formatNumber } from "@/lib/format";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { errorMessage } from "@/lib/queries/api-client";
import {
  unsubscribeFiltersFrom,
  useRemoveUnsubscribes,
  useUnsubscribes,
} from "@/lib/queries/email/unsubscribes";
import { useActionKey } from "@/lib/queries/use-action-key";
import type { Unsubscribe } from "@/lib/schemas/resources";
import { toast } from "@/lib/toast";

import { ResubscribeCard } from "./resubscribe-card";
import { UnsubscribeCheck } from "./unsubscribe-check";
import { unsubscribeColumns } from "./unsubscribe-columns";

/** The add dialog (Radix Dialog, react-hook-form's form) loads when someone reaches for its button. */
const loadAddDialog = () => import("./unsubscribe-add-dialog").then((m) => m.UnsubscribeAddDialog);

/** The unsubscribe list (by day or all, paged in the URL), the address check and resubscribe. */
export function UnsubscribesView() {
  const { timeZone } = useAccount();
  const canWrite = useCan("unsubscribes:write");
  const [f, set] = useUrlState(["date", "page", "size"] as const);
  const { page, filters } = unsubscribeFiltersFrom(f);
  const { date, limit: pageSize } = filters;
  const list = useUnsubscribes(filters);
  const remove = useRemoveUnsubscribes();
  const actionKey = useActionKey();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [pending, setPending] = useState<string[] | null>(null);
  const selected = Object.keys(selection).filter((k) => selection[k]);
  const [today] = useState(() => formatUpstreamDate(Date.now(), timeZone).slice(0, 10));

  const columns = useMemo(() => {
    const shown = unsubscribeColumns(timeZone, canWrite ? (u) => setPending([u.email]) : null);
    return canWrite ? [selectColumn<Unsubscribe>((u) => u.email), ...shown] : shown;
  }, [timeZone, canWrite]);

  async function confirmRemove(emails: string[]) {
    setPending(null);
    const body = { emails };
    try {
      await remove.mutateAsync({ body, key: actionKey.keyFor(body) });
      actionKey.done();
      setSelection({});
      toast.success(
        emails.length === 1
          ? `${emails[0]} was removed from the unsubscribe list.`
          : `${formatNumber(emails.length)} addresses were removed from the unsubscribe list.`,
      );
    } catch (err) {
      toast.error(`Nothing was removed: ${errorMessage(err)}`);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div
        className={canWrite ? "grid grid-cols-1 gap-4 lg:grid-cols-2" : "grid grid-cols-1 gap-4"}
      >
        <UnsubscribeCheck onRemove={canWrite ? (email) => setPending([email]) : null} />
        {canWrite && <ResubscribeCard />}
      </div>

      <section aria-labelledby="unsub-list-title" className="grid min-w-0 grid-cols-1 gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="unsub-list-title" className="text-lg font-semibold">
              {date ? `Unsubscribed on ${date}` : "All unsubscribed addresses"}
            </h2>
            <p className="text-sm text-muted-foreground">Newest first. Dates in {timeZone}.</p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1.5">
              <Label htmlFor="unsub-date">Day</Label>
              <Input
                id="unsub-date"
                type="date"
                className="w-40"
                max={today}
                value={date ?? ""}
                onChange={(e) => set({ date: e.target.value })}
              />
            </div>
            {date && (
              <Button variant="outline" onClick={() => set({ date: null })}>
                All days
              </Button>
            )}
            {canWrite && selected.length > 0 && (
              <Button variant="destructive" onClick={() => setPending(selected)}>
                <Trash2Icon aria-hidden="true" />
                Remove {formatNumber(selected.length)} selected
              </Button>
            )}
            {canWrite && (
              <LoadOnIntent
                load={loadAddDialog}
                props={{}}
                trigger={
                  <Button aria-haspopup="dialog">
                    <MailMinusIcon aria-hidden="true" />
                    Add addresses
                  </Button>
                }
              />
            )}
          </div>
        </div>
        <DataTable
          unreadable={list.data?.unreadable}
          label="Unsubscribed addresses"
          columns={columns}
          rows={list.data?.items}
          getRowId={(u) => u.email}
          {...failureOf(list)}
          fetching={list.isFetching && !!list.data}
          selection={canWrite ? selection : undefined}
          onSelectionChange={canWrite ? setSelection : undefined}
          empty={{
            title: date ? `Nobody unsubscribed on ${date}` : "Nobody has unsubscribed",
            description: date ? "Pick another day or show all days." : undefined,
            icon: MailMinusIcon,
          }}
        />
        {list.data && (list.data.items.length > 0 || page > 1) && (
          <Pagination
            page={page}
            pageSize={pageSize}
            pageItems={list.data.items.length}
            onPage={(p) => {
              setSelection({});
              set({ page: p }, { keepPage: true });
            }}
            onPageSize={(s) => set({ size: s })}
            label="addresses"
          />
        )}
      </section>

      <ConfirmDialog
        open={!!pending}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.length === 1
            ? `Remove ${pending[0]} from the unsubscribe list?`
            : `Remove ${formatNumber(pending?.length ?? 0)} addresses from the unsubscribe list?`
        }
        description="Emails to them will be sent again. Only remove an address when its owner has asked for your emails."
        confirmLabel="Remove"
        destructive
        onConfirm={() => pending && void confirmRemove(pending)}
      />
    </div>
  );
}
