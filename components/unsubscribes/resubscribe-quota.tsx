"use client";

import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import { TriangleAlertIcon } from "lucide-react";

import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import type { ResubscribeQuota as Quota } from "@/lib/email/resubscribe-quota";
import { formatUpstreamDateTime } from "@/lib/format";
import { errorMessage } from "@/lib/queries/api-client";

export const formatResetsAt = (iso: string | null, timeZone: string) =>
  iso ? formatUpstreamDateTime(formatUpstreamDate(new Date(iso), timeZone), timeZone) : null;

/** The id of the "none left" notice (the send button points to it while disabled). */
export const NONE_LEFT_ID = "resubscribe-none-left";

/** What the figure rests on, in words (the Messaging API does not report the count). */
function basisWords(quota: Quota, timeZone: string): string {
  const own = `${quota.consoleRequests} sent from this console`;
  if (quota.basis === "refusal")
    return `Known from the Messaging API's refusal at ${formatResetsAt(quota.refusedAt, timeZone)}, when none were left; since then only this console's requests that have aged out are known to be free (${own} in the last 24 hours).`;
  return `Counted from the ${own} in the last 24 hours. Requests made outside the console count too, so the Messaging API may refuse sooner; the figure then drops to what is known.`;
}

/** How many of the account's daily resubscribe requests are left, and a clear word when none are. */
export function ResubscribeQuota({
  quota,
  error,
  timeZone,
}: {
  quota: Quota | undefined;
  error: unknown;
  timeZone: string;
}) {
  if (error)
    return (
      <p className="text-sm text-muted-foreground">
        The number of requests left could not be loaded ({errorMessage(error)}). The Messaging API
        allows 5 per account in 24 hours.
      </p>
    );
  if (!quota)
    return <Skeleton role="status" className="h-10 w-full" aria-label="Loading requests left" />;
  const resets = formatResetsAt(quota.resetsAt, timeZone);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p aria-live="polite">
          <span className="font-semibold tabular-nums">
            {quota.remaining} of {quota.limit}
          </span>{" "}
          requests left in the last 24 hours
        </p>
        <p className="text-xs text-muted-foreground">for the whole account</p>
      </div>
      <Progress
        value={(quota.remaining / quota.limit) * 100}
        aria-label="Resubscribe requests left"
        aria-valuetext={`${quota.remaining} of ${quota.limit} left`}
      />
      <p className="text-xs text-muted-foreground" data-testid="quota-basis">
        {basisWords(quota, timeZone)}
      </p>
      {quota.remaining === 0 && (
        <p
          id={NONE_LEFT_ID}
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-status-warning/40 bg-status-warning/10 p-3 text-sm"
        >
          <TriangleAlertIcon
            className="mt-0.5 size-4 shrink-0 text-status-warning"
            aria-hidden="true"
          />
          <span>
            <strong>No resubscribe requests left.</strong> The Messaging API allows 5 per account in
            24 hours{resets ? `; the next one frees up at ${resets}` : ""}. Until then it refuses
            new requests.
          </span>
        </p>
      )}
    </div>
  );
}
