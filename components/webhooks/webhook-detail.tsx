"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { DateTime } from "@/components/ui/date-time";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { toast } from "@/lib/toast";
import { WEBHOOK_KIND_LABELS } from "@/lib/webhooks/kinds";
import { useSendAgain, useWebhook } from "@/lib/webhooks/queries";

import { WebhookActions } from "./webhook-actions";
import { WebhookAttempts } from "./webhook-attempts";
import { eventsInWords, WebhookStatus } from "./webhook-columns";

/** One webhook: what it is, its actions (test, pause, rotate, delete) and its delivery log. */
export function WebhookDetail({ id }: { id: number }) {
  const webhook = useWebhook(id);
  const again = useSendAgain();
  const actionKey = useActionKey();
  const [sending, setSending] = useState<string | null>(null);

  async function sendAgain(eventId: string) {
    const target = { id, body: { eventId } };
    setSending(eventId);
    try {
      await again.mutateAsync({ ...target, key: actionKey.keyFor(target) });
      actionKey.done();
      toast.success("Sent again: the new attempt appears in the log in a few seconds.");
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setSending(null);
    }
  }

  const back = (
    <Link
      href="/admin/webhooks"
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" /> All webhooks
    </Link>
  );
  if (webhook.error)
    return (
      <div className="grid gap-4">
        {back}
        <ErrorState
          message={errorMessage(webhook.error)}
          onRetry={() => void webhook.refetch()}
          retrying={webhook.isFetching}
        />
      </div>
    );
  const w = webhook.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <section
        aria-labelledby="webhook-title"
        aria-busy={!w}
        className="grid grid-cols-1 gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      >
        {w ? (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="webhook-title" className="text-lg font-semibold break-all">
                {w.name}
              </h2>
              <WebhookStatus row={w} />
            </div>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="text-muted-foreground">URL</dt>
              <dd className="font-mono text-xs break-all">{w.urlShown}</dd>
              <dt className="text-muted-foreground">Kind</dt>
              <dd>{WEBHOOK_KIND_LABELS[w.kind]}</dd>
              <dt className="text-muted-foreground">Events</dt>
              <dd>{eventsInWords(w)}</dd>
              {w.pausedReason && (
                <>
                  <dt className="text-muted-foreground">Paused</dt>
                  <dd className="text-destructive">
                    {w.pausedReason}. Resume it once the receiver works; what it missed is sent
                    then.
                  </dd>
                </>
              )}
              {w.previousSecretUntil && (
                <>
                  <dt className="text-muted-foreground">Previous secret</dt>
                  <dd>
                    still signs until <DateTime value={w.previousSecretUntil} />
                  </dd>
                </>
              )}
            </dl>
            <WebhookActions webhook={w} />
          </>
        ) : (
          <>
            <h2 id="webhook-title" className="sr-only">
              Loading the webhook
            </h2>
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-16 w-full" />
          </>
        )}
      </section>
      <WebhookAttempts id={id} onSendAgain={(e) => void sendAgain(e)} sending={sending} />
    </div>
  );
}
