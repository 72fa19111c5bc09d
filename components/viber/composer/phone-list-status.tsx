"use client";

import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";

import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/format";
import type { PhoneTask } from "@/lib/phone/tasks";
import type { PhoneTaskState } from "@/lib/phone/use-task";
import { cn } from "@/lib/utils";

/**
 * Under the phone list: the worker's progress on a long list, its error, and
 * the count line (recipients, the blacklisted among them, and how many are left).
 */
export function PhoneListStatus({
  check,
  phones,
  blacklisted,
  refused = false,
}: {
  check: Pick<PhoneTaskState<PhoneTask>, "data" | "pending" | "progress" | "error">;
  phones: number;
  /** blacklisted entries among the phones, 0 while the check is not settled */
  blacklisted: number;
  /** the form refused the list for its length: the field's error says by how much */
  refused?: boolean;
}) {
  const left = VIBER_LIMITS.MAX_RECIPIENTS - phones;
  return (
    <>
      {check.progress && (
        <div className="grid gap-1" role="status">
          <Progress
            value={check.progress.total ? (check.progress.done / check.progress.total) * 100 : 0}
            aria-label="Checking the numbers"
          />
          <p className="text-xs text-muted-foreground">
            Checking the numbers
            {check.progress.total > 0 &&
              `: ${formatNumber(check.progress.done)} of ${formatNumber(check.progress.total)} entries`}
            …
          </p>
        </div>
      )}
      {check.error && (
        <p role="alert" className="text-sm text-destructive">
          The numbers could not be checked: {check.error}
        </p>
      )}
      <p
        id="phones-count"
        aria-busy={check.pending}
        className={cn(
          "text-sm",
          left < 0 ? "font-medium text-destructive" : "text-muted-foreground",
        )}
      >
        {check.pending && !check.data ? (
          "Checking the numbers…"
        ) : (
          <>
            {blacklisted > 0
              ? `${formatNumber(phones)} entered · ${formatNumber(phones - blacklisted)} will receive (${formatNumber(blacklisted)} blacklisted)`
              : `${formatNumber(phones)} ${phones === 1 ? "recipient" : "recipients"}`}{" "}
            ·{" "}
            {left >= 0
              ? `${formatNumber(left)} of ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} left`
              : refused
                ? `${formatNumber(-left)} over the ${formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} limit`
                : overRecipientsText(-left)}
          </>
        )}
      </p>
    </>
  );
}

/** "1 over the 1,000 limit: …": the count line's words, and the field's error once refused. */
export function overRecipientsText(over: number): string {
  const max = formatNumber(VIBER_LIMITS.MAX_RECIPIENTS);
  return `${formatNumber(over)} over the ${max} limit: a campaign goes to at most ${max} numbers, so remove some or send to an address book`;
}
