"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, CircleCheckIcon, RadioIcon, SearchXIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useCallback, useEffect } from "react";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import {
  LIVE_REFRESH_MS,
  recipientsKey,
  SETTLING_REFRESH_MS,
  useCampaignDetail,
  useCampaignRecord,
} from "@/lib/queries/campaigns";
import type { CampaignStatistics } from "@/lib/schemas/resources";
import { campaignPhase, type CampaignPhase } from "@/lib/viber/campaign-phase";
import { countersChanged } from "@/lib/viber/rates";

import { CampaignCounters } from "./campaign-counters";
import { CampaignMessage } from "./campaign-message";
import { CampaignRecord } from "./campaign-record";
import { useNow } from "./composer/use-clock";
import { EngagementPanel } from "./engagement-panel";
import { RecipientTable } from "./recipient-table";

/** The charts' place while they load, as tall as the charts, so nothing below moves. */
function ChartsSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-4 lg:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label="Loading charts"
    >
      <Skeleton className="h-[333px]" />
      <Skeleton className="h-[333px]" />
      <Skeleton className="h-[373px] lg:col-span-2" />
    </div>
  );
}

const CampaignCharts = dynamic(() => import("./campaign-charts"), {
  ssr: false,
  loading: ChartsSkeleton,
});

/**
 * One campaign: its record, statistics, charts and recipients. The record (a
 * cheap call, polled while the campaign can change), the page's snapshot (the
 * record read together with every recipient: counters, charts and table come
 * from it, so they agree) and the first recipients are asked for at once, and
 * each part shows as soon as its answer is in. Until the message's live time is
 * over the page keeps refreshing; then it says the figures are final.
 */
export function CampaignView({ id }: { id: number }) {
  const { timeZone } = useAccount();
  const record = useCampaignRecord(id, timeZone);
  const detail = useCampaignDetail(id, timeZone);
  const campaign = record.data;
  const snapshot = detail.data?.asOf ? detail.data : undefined;
  const now = useNow();
  const phase = campaign && now !== null ? campaignPhase(campaign, now, timeZone) : null;
  const queryClient = useQueryClient();

  // A record whose status moved on from the snapshot's: read the snapshot again
  // now (a campaign that just started sending must not show "no recipients").
  const snapshotStatus = snapshot?.campaign.status;
  const { refetch: refetchDetail } = detail;
  useEffect(() => {
    if (campaign && snapshotStatus !== undefined && campaign.status !== snapshotStatus)
      void refetchDetail({ cancelRefetch: false });
  }, [campaign, snapshotStatus, refetchDetail]);
  // …and once more when the figures turn final, so the last snapshot is complete
  const final = phase?.kind === "final";
  useEffect(() => {
    if (final) void refetchDetail({ cancelRefetch: false });
  }, [final, refetchDetail]);
  // the table follows the snapshot: its loaded pages are read again when a newer one is in
  const asOf = snapshot?.asOf ?? null;
  const onRecipientsAsOf = useCallback(
    (pageAsOf: string) => {
      if (!asOf || pageAsOf === asOf) return;
      if (pageAsOf < asOf)
        void queryClient.invalidateQueries(
          { queryKey: recipientsKey(id) },
          { cancelRefetch: false },
        );
      else void refetchDetail({ cancelRefetch: false });
    },
    [asOf, id, queryClient, refetchDetail],
  );

  if (record.error instanceof ApiError && record.error.status === 404)
    return <CampaignNotFound id={id} />;
  if (!campaign && record.isError)
    return (
      <div className="grid grid-cols-1 gap-6">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight">Campaign</h1>
        <ErrorState
          message={errorMessage(record.error)}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      </div>
    );

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid grid-cols-1 gap-4">
        <BackLink />
        {campaign ? (
          <>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h1 className="text-2xl font-semibold tracking-tight break-words">
                  {campaign.name || `Campaign ${campaign.id}`}
                </h1>
                <p className="text-sm text-muted-foreground tabular-nums">
                  Campaign #{campaign.id}
                </p>
              </div>
              {phase && <PhaseLine phase={phase} />}
            </div>
            {record.isError && (
              <p role="alert" className="text-sm text-destructive">
                Could not refresh: {errorMessage(record.error)}{" "}
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => void record.refetch()}
                >
                  Retry
                </Button>
              </p>
            )}
            <Card className="py-5">
              <CardContent className="grid grid-cols-1 gap-6 px-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
                <CampaignRecord campaign={campaign} />
                <div className="grid content-start gap-2">
                  <h2 className="text-xs font-medium text-muted-foreground">Message</h2>
                  <CampaignMessage campaign={campaign} />
                </div>
              </CardContent>
            </Card>
          </>
        ) : (
          <>
            <h1 className="sr-only">Campaign</h1>
            <div
              className="grid gap-4"
              role="status"
              aria-busy="true"
              aria-label="Loading the campaign"
            >
              {/* as tall as the title and the record card, so the page does not jump */}
              <Skeleton className="h-[52px] w-2/3 max-w-md" />
              <Skeleton className="h-80 w-full" />
            </div>
          </>
        )}
      </div>

      <section aria-labelledby="statistics-heading" className="grid grid-cols-1 gap-4">
        <h2 id="statistics-heading" className="text-lg font-semibold tracking-tight">
          Statistics
        </h2>
        {campaign ? (
          <>
            <SnapshotLine snapshot={snapshot} latest={campaign} latestAt={record.dataUpdatedAt} />
            <CampaignCounters counters={(snapshot?.campaign ?? campaign).statistic} />
            <CampaignCharts
              counters={(snapshot?.campaign ?? campaign).statistic}
              detail={detail.data}
              failed={detail.isError && !detail.data}
            />
          </>
        ) : (
          <>
            <Skeleton className="h-[106px] w-full" />
            <ChartsSkeleton />
          </>
        )}
      </section>

      <EngagementPanel campaignId={id} summary={detail.data?.recipients ?? null} />

      <RecipientTable
        campaignId={id}
        summary={detail.data?.recipients ?? null}
        onAsOf={onRecipientsAsOf}
      />
    </div>
  );
}

/** Whether the page still refreshes, until when, or that the figures are final. */
function PhaseLine({ phase }: { phase: CampaignPhase }) {
  if (phase.kind === "final")
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <CircleCheckIcon className="size-4 shrink-0 text-status-success" aria-hidden="true" />
        <span>
          Final: the message&apos;s live time ended <DateTime value={phase.since} />
        </span>
      </p>
    );
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <RadioIcon className="size-4 shrink-0 text-status-info" aria-hidden="true" />
      {phase.kind === "live" ? (
        `Live: refreshes every ${LIVE_REFRESH_MS / 1000} s`
      ) : (
        <span>
          Deliveries and reads still arrive until <DateTime value={phase.until} />: refreshes every{" "}
          {SETTLING_REFRESH_MS / 1000} s
        </span>
      )}
    </p>
  );
}

/**
 * When the counters, charts and table below were read, and whether the campaign
 * has moved on since (the record is read more often than the snapshot).
 */
function SnapshotLine({
  snapshot,
  latest,
  latestAt,
}: {
  snapshot: { asOf: string | null; campaign: CampaignStatistics } | undefined;
  latest: CampaignStatistics;
  /** when `latest` arrived (epoch ms) */
  latestAt: number;
}) {
  if (!snapshot?.asOf) return null;
  const newer =
    latestAt > Date.parse(snapshot.asOf) &&
    countersChanged(snapshot.campaign.statistic, latest.statistic);
  return (
    <p className="-mt-2 text-xs text-muted-foreground" aria-live="polite">
      Counters, charts and recipients as of{" "}
      <DateTime value={snapshot.asOf} style="seconds" compactToday />
      {newer && " · newer figures have arrived and will show within seconds"}
    </p>
  );
}

function BackLink() {
  return (
    <Link
      href="/viber/campaigns"
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      All campaigns
    </Link>
  );
}

function CampaignNotFound({ id }: { id: number }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink />
      <h1 className="text-2xl font-semibold tracking-tight">Campaign not found</h1>
      <EmptyState
        icon={SearchXIcon}
        title={`There is no campaign #${id}`}
        description="It may belong to another account, or the link may be mistyped."
        action={
          <Button asChild variant="outline">
            <Link href="/viber/campaigns">See all campaigns</Link>
          </Button>
        }
      />
    </div>
  );
}
