"use client";

import { ArrowLeftIcon, RadioIcon, SearchXIcon } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { LIVE_REFRESH_MS, useCampaignDetail, useCampaignRecord } from "@/lib/queries/campaigns";
import { isCampaignLive } from "@/lib/viber/statuses";

import { CampaignCounters } from "./campaign-counters";
import { CampaignRecord } from "./campaign-record";
import { MessagePreview } from "./message-preview";
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
 * One campaign: its record, statistics, charts and recipients. The record and
 * counters (a cheap call, polled while the campaign moves), the recipients'
 * summary and the first recipients are asked for at once, and each part shows
 * as soon as its answer is in.
 */
export function CampaignView({ id }: { id: number }) {
  const record = useCampaignRecord(id);
  const detail = useCampaignDetail(id);
  const campaign = record.data;

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
              {isCampaignLive(campaign.status) && (
                <p className="flex items-center gap-2 text-sm text-muted-foreground">
                  <RadioIcon className="size-4 text-status-info" aria-hidden="true" />
                  Live: refreshes every {LIVE_REFRESH_MS / 1000} s
                </p>
              )}
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
                  <MessagePreview campaign={campaign} />
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
            <CampaignCounters counters={campaign.statistic} />
            <CampaignCharts
              counters={campaign.statistic}
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

      <RecipientTable
        campaignId={id}
        summary={detail.data?.recipients ?? null}
        live={!!campaign && isCampaignLive(campaign.status)}
      />
    </div>
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
