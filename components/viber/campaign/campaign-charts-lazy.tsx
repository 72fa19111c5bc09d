"use client";

import dynamic from "next/dynamic";

import { ChartPlaceholder } from "@/components/charts/chart-placeholder";

/** The campaign chart cards' heights (px), for their placeholders while recharts loads. */
const CAMPAIGN_CHART_HEIGHT = { funnel: 333, status: 333, timeline: 373 } as const;

/** The charts' place while they load, as tall as the charts, so nothing below moves. */
export function ChartsSkeleton() {
  return (
    <div
      className="grid grid-cols-1 gap-4 lg:grid-cols-2"
      role="status"
      aria-busy="true"
      aria-label="Loading charts"
    >
      <ChartPlaceholder height={CAMPAIGN_CHART_HEIGHT.funnel} />
      <ChartPlaceholder height={CAMPAIGN_CHART_HEIGHT.status} />
      <ChartPlaceholder height={CAMPAIGN_CHART_HEIGHT.timeline} className="lg:col-span-2" />
    </div>
  );
}

/** The campaign's charts (./campaign-charts), loaded after the page: recharts is its largest script. */
export const CampaignCharts = dynamic(() => import("./campaign-charts"), {
  ssr: false,
  loading: ChartsSkeleton,
});
