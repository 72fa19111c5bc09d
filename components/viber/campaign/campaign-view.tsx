"use client";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { CampaignCounters } from "@/components/viber/campaign-counters";
import { CampaignMessage } from "@/components/viber/campaign-message";
import { EngagementPanel } from "@/components/viber/engagement-panel";
import { ApiError, errorMessage } from "@/lib/queries/api-client";

import { CampaignCharts, ChartsSkeleton } from "./campaign-charts-lazy";
import { BackLink, CampaignNotFound } from "./campaign-not-found";
import { CampaignRecord } from "./campaign-record";
import { PhaseLine, SnapshotLine } from "./campaign-status-lines";
import { DuplicateButton } from "./duplicate-button";
import { RecipientTable } from "./recipient-table";
import { useCampaignSnapshot } from "./use-campaign-snapshot";

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
  const { record, detail, campaign, snapshot, phase, onRecipientsAsOf } = useCampaignSnapshot(
    id,
    timeZone,
  );

  if (record.error instanceof ApiError && record.error.status === 404)
    return <CampaignNotFound id={id} />;
  if (!campaign && record.isError)
    return (
      <div className="grid grid-cols-1 gap-6">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight">Campaign</h1>
        <ErrorState message={errorMessage(record.error)} {...retryOf(record)} />
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
              <div className="flex flex-wrap items-center gap-3">
                {phase && <PhaseLine phase={phase} />}
                <DuplicateButton id={campaign.id} />
              </div>
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
            <CampaignCounters
              counters={(snapshot?.campaign ?? campaign).statistic}
              clickable={clickable(campaign)}
            />
            <CampaignCharts
              counters={(snapshot?.campaign ?? campaign).statistic}
              clickable={clickable(campaign)}
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

/** A message with a button can be clicked through; text and image alone cannot. */
const clickable = (c: { button_text: string | null; button_link: string | null }) =>
  !!(c.button_text || c.button_link);
