"use client";

import { MailIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState, useSyncExternalStore } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { emailColumns, zoneLabel } from "@/components/email/log/email-columns";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { failureOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import {
  RECIPIENT_MESSAGES_MAX,
  recipientBounces,
  recipientMessages,
  recipientSummary,
  type UnsubscribeState,
} from "@/lib/email/recipient";
import { errorMessage } from "@/lib/queries/api-client";
import { useBounces } from "@/lib/queries/email/bounces";
import { useEmailLog } from "@/lib/queries/email/messages";
import {
  useRemoveUnsubscribes,
  useUnsubscribeEntry,
  useUnsubscribeSearch,
} from "@/lib/queries/email/unsubscribes";
import { useActionKey } from "@/lib/queries/use-action-key";
import { toast } from "@/lib/toast";

import { RecipientBounces } from "./recipient-bounces";
import { RecipientUnsubscribe } from "./recipient-unsubscribe";

/**
 * The resubscribe form (react-hook-form, ~15 KB gzip) shows only for an
 * unsubscribed address to those who may resubscribe it, so its code loads then.
 */
const ResubscribeCard = dynamic(() =>
  import("@/components/unsubscribes/resubscribe-card").then((m) => m.ResubscribeCard),
);

const noSubscribe = () => () => {};

/**
 * One address for support: the summary line, its unsubscribe status (remove,
 * resubscribe), its bounces explained and every message sent to it. Reads: one
 * page of the log, the day's bounces and the unsubscribe check (all shared with
 * the other pages' cached queries), and the newest unsubscribes when it is on the list.
 */
export function RecipientView({ email }: { email: string }) {
  const { timeZone } = useAccount();
  const router = useRouter();
  const canWrite = useCan("unsubscribes:write");
  const log = useEmailLog({ recipient: email, limit: RECIPIENT_MESSAGES_MAX, offset: 0 });
  const bounces = useBounces();
  const search = useUnsubscribeSearch(email);
  const entry = useUnsubscribeEntry(email, search.data?.unsubscribed === true);
  const remove = useRemoveUnsubscribes();
  const actionKey = useActionKey();
  const [confirming, setConfirming] = useState(false);
  // the summary's "2 days ago" is read from the browser's clock, after hydration
  const now = useSyncExternalStore(
    noSubscribe,
    () => Math.floor(Date.now() / 60_000) * 60_000,
    () => null,
  );

  const messages = useMemo(
    () => recipientMessages(email, log.data?.items ?? []),
    [email, log.data],
  );
  const truncated = (log.data?.items.length ?? 0) >= RECIPIENT_MESSAGES_MAX;
  const derived = useMemo(
    () =>
      log.data && (bounces.data || bounces.isError)
        ? recipientBounces(email, log.data.items, bounces.data?.items ?? [])
        : undefined,
    [email, log.data, bounces.data, bounces.isError],
  );
  const columns = useMemo(
    () => emailColumns(zoneLabel(timeZone), { recipient: false }),
    [timeZone],
  );

  const unsubscribe: UnsubscribeState = !search.data
    ? { status: "unknown" }
    : search.data.unsubscribed
      ? { status: "unsubscribed", entry: entry.isSuccess ? entry.data : null }
      : { status: "subscribed" };

  async function confirmRemove() {
    setConfirming(false);
    const body = { emails: [email] };
    try {
      await remove.mutateAsync({ body, key: actionKey.keyFor(body) });
      actionKey.done();
      toast.success(`${email} was removed from the unsubscribe list.`);
    } catch (err) {
      toast.error(`Nothing was removed: ${errorMessage(err)}`);
    }
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="rounded-lg border bg-card p-4" aria-live="polite">
        <h2 className="sr-only">Summary</h2>
        {log.data && now !== null && !(search.data?.unsubscribed && entry.isPending) ? (
          <p className="text-sm font-medium" data-testid="recipient-summary">
            {recipientSummary({ messages, truncated, unsubscribe, timeZone, now })}
          </p>
        ) : log.isError ? (
          <p className="text-sm text-muted-foreground">
            No summary: the email log could not be read.
          </p>
        ) : (
          <>
            <span className="sr-only">Loading the summary…</span>
            <Skeleton className="h-5 w-full max-w-md" />
          </>
        )}
      </div>

      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-4">
          <RecipientUnsubscribe
            email={email}
            search={search}
            entry={entry}
            onRemove={canWrite ? () => setConfirming(true) : null}
          />
          {canWrite && search.data?.unsubscribed && <ResubscribeCard email={email} />}
        </div>
        <RecipientBounces
          bounces={log.isError ? [] : derived}
          bounceListError={bounces.isError ? errorMessage(bounces.error) : null}
        />
      </div>

      <section aria-labelledby="recipient-messages-title" className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            <h2 id="recipient-messages-title" className="text-lg font-semibold">
              Messages sent to it
            </h2>
            <p className="text-sm text-muted-foreground">
              Newest first, with the receiving server&apos;s answer and tracking
              {truncated ? ` (the newest ${RECIPIENT_MESSAGES_MAX})` : ""}.
            </p>
          </div>
          <Link
            href={`/email/log?recipient=${encodeURIComponent(email)}`}
            className="text-sm font-medium underline underline-offset-4"
          >
            Open in the email log
          </Link>
        </div>
        <DataTable
          label={`Messages sent to ${email}`}
          className="min-w-0"
          columns={columns}
          rows={log.data ? messages : undefined}
          getRowId={(e) => e.id}
          {...failureOf(log)}
          fetching={log.isFetching && !!log.data}
          unreadable={log.data?.unreadable}
          onRowClick={(e) => router.push(`/email/log/${encodeURIComponent(e.id)}`)}
          empty={{
            title: "Nothing sent to this address",
            description: "The email log has no message to it.",
            icon: MailIcon,
          }}
        />
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Remove ${email} from the unsubscribe list?`}
        description="Emails to it will be sent again. Only remove an address when its owner has asked for your emails."
        confirmLabel="Remove"
        destructive
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
