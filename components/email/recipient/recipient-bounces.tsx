"use client";

import { MailCheckIcon } from "lucide-react";
import Link from "next/link";

import { SmtpKindBadge } from "@/components/bounces/smtp-kind-badge";
import { Card, CardContent, CardHeading } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import type { RecipientBounce } from "@/lib/email/recipient";
import { smtpCodesLabel } from "@/lib/email/smtp-kinds";

const SOURCE: Record<RecipientBounce["source"], string> = {
  log: "from the email log",
  bounces: "from the last 24 hours' bounces",
  both: "from the email log and the last 24 hours' bounces",
};

/** The address's bounces, each in plain words with what to do about it. */
export function RecipientBounces(props: {
  bounces: RecipientBounce[] | undefined;
  /** the 24-hour bounce list failed: only the log's failures are shown */
  bounceListError: string | null;
}) {
  const list = props.bounces;
  return (
    <Card className="min-w-0 gap-4">
      <CardHeading
        id="recipient-bounces-title"
        title="Bounces"
        description={
          <>
            Messages the receiving server refused: from the messages below, and the Messaging
            API&apos;s bounce list (which keeps only the last 24 hours).
          </>
        }
      />
      <CardContent className="grid gap-3">
        {props.bounceListError && (
          <p className="text-sm text-muted-foreground" role="status">
            The last 24 hours&apos; bounces could not be read ({props.bounceListError}); the list
            below comes from the email log only.
          </p>
        )}
        {!list ? (
          <div className="grid gap-2">
            <span className="sr-only">Loading bounces…</span>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={MailCheckIcon}
            className="py-8"
            title="No bounces"
            description="No message to this address was refused, among those read."
          />
        ) : (
          <ul className="grid gap-3" aria-label="Bounces of this address">
            {list.slice(0, 20).map((b, i) => (
              <BounceItem key={`${b.id ?? "b"}-${b.send_date}-${i}`} bounce={b} />
            ))}
          </ul>
        )}
        {list && list.length > 20 && (
          <p className="text-sm text-muted-foreground">
            The newest 20 of {list.length} are shown; the messages below list them all.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function BounceItem({ bounce: b }: { bounce: RecipientBounce }) {
  const e = b.explanation;
  return (
    <li className="grid gap-2 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <SmtpKindBadge kind={e.kind === "soft" ? "soft" : "hard"} />
        <span className="font-medium">{e.summary}</span>
        <span className="font-mono text-xs text-muted-foreground">{smtpCodesLabel(e)}</span>
      </div>
      <p>{e.detail}</p>
      <div className="rounded-md bg-muted/60 p-2.5">
        <p className="font-medium">What to do</p>
        <p className="mt-0.5 text-muted-foreground">{e.action}</p>
      </div>
      {b.smtp_answer_data && (
        <p className="font-mono text-xs break-all text-muted-foreground">{b.smtp_answer_data}</p>
      )}
      <p className="flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
        <DateTime value={b.send_date} />
        <span aria-hidden="true">·</span>
        <span className="break-all">{b.subject || "(no subject)"}</span>
        <span aria-hidden="true">·</span>
        <span>{SOURCE[b.source]}</span>
        {b.id && (
          <>
            <span aria-hidden="true">·</span>
            <Link
              href={`/email/log/${encodeURIComponent(b.id)}`}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Open the message
            </Link>
          </>
        )}
      </p>
    </li>
  );
}
