"use client";

import { EMAIL_ID } from "@messaging-console/contract/limits";
import { FileQuestionIcon, ListIcon, SearchXIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";

import { useAccount } from "@/components/account/account-context";
import { ChartPlaceholder } from "@/components/charts/chart-placeholder";
import { zoneLabel } from "@/components/email/log/email-columns";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { engagement } from "@/lib/email/machine-activity";
import { answerOf } from "@/lib/email/smtp-kinds";
import { formatBytes, formatNumber } from "@/lib/format";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useEmail } from "@/lib/queries/email/messages";
import { recipientHref } from "@/lib/schemas/email/address";
import type { SentEmail } from "@/lib/schemas/resources";

import { ClickedLinks } from "./clicked-links";
import { ClientInfoTable } from "./client-info";
import { EmailBody } from "./email-body";
import { SmtpExplanation } from "./smtp-explanation";
import { TrackingBreakdowns } from "./tracking-breakdowns";

/** The opens-and-clicks chart card's height (px), for its placeholder while recharts loads. */
const TRACKING_TIMELINE_HEIGHT = 335;

// recharts loads after the page, not with it.
const TrackingTimeline = dynamic(
  () => import("./tracking-timeline").then((m) => m.TrackingTimeline),
  {
    ssr: false,
    loading: () => (
      <ChartPlaceholder
        height={TRACKING_TIMELINE_HEIGHT}
        role="status"
        aria-label="Loading the opens and clicks chart"
      />
    ),
  },
);

const backToLog = (
  <Button variant="outline" asChild>
    <Link href="/email/log">
      <ListIcon aria-hidden="true" /> Back to the email log
    </Link>
  </Button>
);

/**
 * The upstream's count, and how many of the listed events a machine made (Apple's
 * privacy proxy, link scanners: lib/email/machine-activity.ts).
 */
function withMachines(count: number, machines: number): React.ReactNode {
  if (machines === 0) return formatNumber(count);
  const people = Math.max(0, count - machines);
  return (
    <>
      {formatNumber(people)}{" "}
      <span className="font-normal text-muted-foreground">
        by people (+{formatNumber(machines)} by machines)
      </span>
    </>
  );
}

/** One sent email: every field, the SMTP answer in words, and its tracking drill-down. */
export function EmailMessage({ id }: { id: string }) {
  const valid = EMAIL_ID.test(id);
  const email = useEmail(id, valid);
  const { timeZone } = useAccount();
  const zone = zoneLabel(timeZone);

  if (!valid)
    return (
      <EmptyState
        icon={FileQuestionIcon}
        title="Not a message id"
        description={
          <>
            “{id.slice(0, 80)}” is not a message id: ids look like <code>abc123-def456-01</code>{" "}
            (six letters or digits, six more, then two). Check the link you followed.
          </>
        }
        action={backToLog}
      />
    );
  if (email.isPending)
    return (
      <div
        role="status"
        className="grid grid-cols-1 gap-4"
        aria-busy="true"
        aria-label="Loading the email"
      >
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (email.isError) {
    if (email.error instanceof ApiError && email.error.status === 404)
      return (
        <EmptyState
          icon={SearchXIcon}
          title="No email with this id"
          description={`The Messaging API knows no email ${id}. It may belong to another account, or the id has a typo.`}
          action={backToLog}
        />
      );
    return <ErrorState message={errorMessage(email.error)} {...retryOf(email)} />;
  }
  return <EmailDetails email={email.data} zone={zone} />;
}

function EmailDetails({ email: e, zone }: { email: SentEmail; zone: string }) {
  const t = e.tracking;
  const who = engagement(t.client_info, t.link, e.send_date);
  const fields: [string, React.ReactNode][] = [
    ["From", e.sender || "—"],
    ["To", e.recipient ?? "—"],
    ["Sent", `${e.send_date || "—"} ${zone}`],
    ["Size", formatBytes(e.total_size)],
    ["Sender IP", e.sender_ip || "—"],
    ["Used IP", e.used_ip || "—"],
    ["Opens", withMachines(t.open, who.machineOpens)],
    ["Clicks", withMachines(t.click, who.machineClicks)],
  ];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <section
        aria-labelledby="email-subject"
        className="grid grid-cols-1 gap-4 rounded-xl border p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="email-subject" className="min-w-0 text-xl font-semibold break-words">
            {e.subject || "(no subject)"}
          </h2>
          {e.recipient && (
            <Button variant="outline" size="sm" asChild>
              <Link href={recipientHref(e.recipient)}>This recipient&apos;s page</Link>
            </Button>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm lg:grid-cols-4">
          {fields.map(([label, value], i) => (
            <div key={label} className={i < 3 ? "col-span-2 min-w-0 sm:col-span-1" : "min-w-0"}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SmtpExplanation answer={answerOf(e)} />
      <EmailBody id={e.id} />
      <TrackingTimeline opens={t.client_info} clicks={t.link} sentAt={e.send_date} zone={zone} />
      <ClickedLinks clicks={t.link} sentAt={e.send_date} zone={zone} />
      <ClientInfoTable opens={t.client_info} zone={zone} />
      <TrackingBreakdowns events={[...t.client_info, ...t.link]} />
    </div>
  );
}
