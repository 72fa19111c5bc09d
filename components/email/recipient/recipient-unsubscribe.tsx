"use client";

import { CircleCheckIcon, CircleSlashIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { HowBadge } from "@/components/unsubscribes/unsubscribe-columns";
import { RECIPIENT_UNSUBSCRIBE_SCAN, unsubscribedHowWords } from "@/lib/email/unsubscribe-lookup";
import { errorMessage } from "@/lib/queries/api-client";
import type { useUnsubscribeEntry, useUnsubscribeSearch } from "@/lib/queries/email/unsubscribes";

/** Whether the address is on the unsubscribe list, how and when, and removal where allowed. */
export function RecipientUnsubscribe(props: {
  email: string;
  search: ReturnType<typeof useUnsubscribeSearch>;
  entry: ReturnType<typeof useUnsubscribeEntry>;
  onRemove: (() => void) | null;
}) {
  const { search, entry } = props;
  const unsubscribed = search.data?.unsubscribed;
  return (
    <Card className="min-w-0 gap-4">
      <CardHeading
        title="Unsubscribe list"
        description="The Messaging API delivers to unsubscribed addresses too: the console's send form asks before sending to one."
      />
      <CardContent className="grid gap-3" aria-live="polite">
        {search.isError ? (
          <ErrorState message={errorMessage(search.error)} {...retryOf(search)} />
        ) : unsubscribed === undefined ? (
          <div>
            <span className="sr-only">Checking the unsubscribe list…</span>
            <Skeleton className="h-16 w-full" />
          </div>
        ) : unsubscribed ? (
          <div
            role="status"
            aria-label="Unsubscribe status"
            className="grid gap-3 rounded-lg border border-status-danger/30 bg-status-danger/5 p-3 text-sm"
          >
            <p className="flex items-start gap-2">
              <CircleSlashIcon
                className="mt-0.5 size-5 shrink-0 text-status-danger"
                aria-hidden="true"
              />
              <span>
                <strong>
                  Unsubscribed
                  {entry.data ? ` (${unsubscribedHowWords(entry.data.how)})` : ""}.
                </strong>{" "}
                The Messaging API still delivers what is sent to this address; the console asks
                before sending to it.
              </span>
            </p>
            <HowWhen entry={entry} />
            {props.onRemove && (
              <Button variant="outline" size="sm" className="w-fit" onClick={props.onRemove}>
                Remove from the list
              </Button>
            )}
          </div>
        ) : (
          <div
            role="status"
            aria-label="Unsubscribe status"
            className="flex items-start gap-2 rounded-lg border border-status-success/30 bg-status-success/5 p-3 text-sm"
          >
            <CircleCheckIcon
              className="mt-0.5 size-5 shrink-0 text-status-success"
              aria-hidden="true"
            />
            <span>
              <strong>Not unsubscribed.</strong> Emails to this address are sent.
            </span>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function HowWhen({ entry }: { entry: ReturnType<typeof useUnsubscribeEntry> }) {
  if (entry.isPending)
    return (
      <div>
        <span className="sr-only">Looking up when and how…</span>
        <Skeleton className="h-5 w-48" />
      </div>
    );
  if (entry.isError)
    return (
      <p className="text-muted-foreground">
        When and how are not known: the list could not be read ({errorMessage(entry.error)}).
      </p>
    );
  if (!entry.data)
    return (
      <p className="text-muted-foreground">
        When and how are not known: the address is not among the {RECIPIENT_UNSUBSCRIBE_SCAN} newest
        unsubscribes, and the Messaging API&apos;s check answers only yes or no.
      </p>
    );
  return (
    <dl className="grid grid-cols-[4rem_1fr] gap-x-3 gap-y-1.5">
      <dt className="text-muted-foreground">How</dt>
      <dd>
        <HowBadge how={entry.data.how} />
      </dd>
      <dt className="text-muted-foreground">When</dt>
      <dd>
        <DateTime value={entry.data.date} />
      </dd>
    </dl>
  );
}
