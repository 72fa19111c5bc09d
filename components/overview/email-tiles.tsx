"use client";

import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";
import { MailIcon, MailMinusIcon, MailXIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useState, type ComponentProps } from "react";

import { useAccount } from "@/components/account/account-context";
import { ChartFrame } from "@/components/charts/chart-frame";
import { countOf, formatNumber } from "@/lib/format";
import {
  UNSUBSCRIBES_CAP,
  useBouncesTotal,
  useEmailActivity,
  useUnsubscribesOfDay,
} from "@/lib/queries/overview";

import { Figure, OverviewTile } from "./overview-tile";

const EmailActivityChart = dynamic(() => import("./email-activity-chart"), { ssr: false });

/** Emails sent today and over the week, opens and clicks, and a daily chart. */
export function EmailActivityTile() {
  const query = useEmailActivity();
  return (
    <OverviewTile
      title="Emails sent"
      icon={MailIcon}
      href="/email/log"
      linkLabel="Email log"
      query={query}
      skeletonRows={6}
      bodyClassName="min-h-[22rem] sm:min-h-80"
      className="lg:col-span-2"
    >
      {(data) => {
        // people's opens and clicks: the upstream's counts less what machines made
        // (Apple's privacy proxy, link scanners: lib/email/machine-activity.ts)
        const days = data.days.map((d) => ({
          ...d,
          opens: Math.max(0, d.opens - d.machineOpens),
          clicks: Math.max(0, d.clicks - d.machineClicks),
        }));
        const week = days.reduce(
          (t, d) => ({
            sent: t.sent + d.sent,
            opens: t.opens + d.opens,
            clicks: t.clicks + d.clicks,
            machines: t.machines + d.machineOpens + d.machineClicks,
          }),
          { sent: 0, opens: 0, clicks: 0, machines: 0 },
        );
        const today = data.days.find((d) => d.date === data.today);
        const atLeast = data.complete ? "" : "≥ ";
        return (
          <div className="grid gap-4">
            <div className="flex flex-wrap gap-x-8 gap-y-3">
              <Figure value={atLeast + formatNumber(today?.sent ?? 0)} label="sent today" />
              <Figure value={atLeast + formatNumber(week.sent)} label="sent in the last 7 days" />
              <Figure value={formatNumber(week.opens)} label="opens by people (7 days)" />
              <Figure value={formatNumber(week.clicks)} label="clicks by people (7 days)" />
            </div>
            {week.machines > 0 && (
              <p className="text-xs text-muted-foreground">
                Not counted: {formatNumber(week.machines)} opens and clicks by machines (Apple Mail
                Privacy Protection, link scanners).
              </p>
            )}
            <ChartFrame
              title="Sent, opened and clicked per day"
              summary={days
                .map(
                  (d) =>
                    `${d.date}: ${formatNumber(d.sent)} sent, ${countOf(d.opens, "open", "opens")} and ${countOf(d.clicks, "click", "clicks")} by people`,
                )
                .join("; ")}
              height={220}
              className="border-0 py-0 shadow-none [&_[data-slot=card-content]]:px-0 [&_[data-slot=card-header]]:sr-only"
            >
              <EmailActivityChart days={days} />
            </ChartFrame>
          </div>
        );
      }}
    </OverviewTile>
  );
}

export function BouncesTile() {
  const query = useBouncesTotal();
  return (
    <FigureTile title="Bounces" icon={MailXIcon} href="/email/bounces" query={query}>
      {(data) => <Figure value={formatNumber(data.total)} label="in the last 24 hours" />}
    </FigureTile>
  );
}

export function UnsubscribesTile() {
  const { timeZone } = useAccount();
  // the account's "today", fixed for the life of the page
  const [today] = useState(() => formatUpstreamDate(Date.now(), timeZone).slice(0, 10));
  const query = useUnsubscribesOfDay(today);
  return (
    <FigureTile title="Unsubscribes" icon={MailMinusIcon} href="/email/unsubscribes" query={query}>
      {(data) => (
        <Figure
          value={
            data.items.length >= UNSUBSCRIBES_CAP
              ? `${formatNumber(UNSUBSCRIBES_CAP)}+`
              : formatNumber(data.items.length)
          }
          label={`today (${today}, ${timeZone})`}
        />
      )}
    </FigureTile>
  );
}

/** A small tile of one figure, linking to the page of the same name. */
function FigureTile<T>(
  props: Pick<
    ComponentProps<typeof OverviewTile<T>>,
    "title" | "icon" | "href" | "query" | "children"
  >,
) {
  return (
    <OverviewTile {...props} linkLabel={props.title} skeletonRows={2} bodyClassName="min-h-14" />
  );
}
