"use client";

import { ScrollTextIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { ExplainedBounce } from "@/lib/email/bounce-stats";
import { recipientHref } from "@/lib/schemas/email/address";

import { SmtpKindBadge } from "./smtp-kind-badge";

/** One bounce in full: what was sent, what the server answered, what it means and what to do. */
export function BounceDetails({
  bounce,
  onClose,
}: {
  bounce: ExplainedBounce | null;
  onClose: () => void;
}) {
  const b = bounce;
  return (
    <Sheet open={!!b} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        {b && (
          <>
            <SheetHeader className="pr-10">
              <SheetTitle className="break-all">{b.email_to}</SheetTitle>
              <SheetDescription>
                Bounced <DateTime value={b.send_date} />
              </SheetDescription>
            </SheetHeader>
            <div className="grid gap-5 px-4 pb-6 text-sm">
              <section
                className="grid gap-2 rounded-lg border bg-muted/40 p-3"
                aria-label="What it means"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <SmtpKindBadge kind={b.explanation.kind === "soft" ? "soft" : "hard"} />
                  <h3 className="font-semibold">{b.explanation.summary}</h3>
                </div>
                <p>{b.explanation.detail}</p>
                <p>
                  <span className="font-medium">What to do: </span>
                  {b.explanation.action}
                </p>
              </section>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="text-muted-foreground">From</dt>
                <dd className="break-all">{b.sender}</dd>
                <dt className="text-muted-foreground">Subject</dt>
                <dd>{b.subject || "—"}</dd>
                <dt className="text-muted-foreground">SMTP code</dt>
                <dd className="font-mono">{b.smtp_answer_code}</dd>
                <dt className="text-muted-foreground">Status code</dt>
                <dd className="font-mono">{b.smtp_answer_subcode || "—"}</dd>
              </dl>
              <div className="grid gap-1.5">
                <h3 className="font-medium">The server&apos;s answer</h3>
                <pre className="rounded-md border bg-muted/40 p-3 font-mono text-xs break-all whitespace-pre-wrap">
                  {b.smtp_answer_data || "—"}
                </pre>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild className="w-fit">
                  <Link href={recipientHref(b.email_to)}>This recipient&apos;s page</Link>
                </Button>
                <Button asChild variant="outline" className="w-fit">
                  <Link href={`/email/log?recipient=${encodeURIComponent(b.email_to)}`}>
                    <ScrollTextIcon aria-hidden="true" />
                    Emails to this address
                  </Link>
                </Button>
              </div>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
