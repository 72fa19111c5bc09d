"use client";

import type { CampaignCounters, CampaignDetail } from "@/lib/schemas/resources";

import { FunnelChart } from "./funnel-chart";
import { StatusChart } from "./status-chart";
import { TimelineChart } from "./timeline-chart";

/**
 * The campaign's three charts (loaded as their own script: recharts is the
 * page's largest). The funnel needs only the counters; the other two wait for
 * the recipients' summary (`detail`), which takes longer on a large campaign.
 */
export default function CampaignCharts({
  counters,
  detail,
  failed,
  clickable,
}: {
  counters: CampaignCounters;
  /** the message has a button: clicks are counted */
  clickable: boolean;
  detail: CampaignDetail | undefined;
  failed: boolean;
}) {
  const loading = !detail && !failed;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <FunnelChart counters={counters} clickable={clickable} />
      <StatusChart
        byStatus={detail ? (detail.recipients?.byStatus ?? null) : failed ? null : {}}
        loading={loading}
      />
      <TimelineChart
        points={detail?.timeline ?? []}
        bucketMinutes={detail?.bucketMinutes ?? 1}
        loading={loading}
        failed={failed || detail?.recipients === null}
        clickable={clickable}
        className="lg:col-span-2"
      />
    </div>
  );
}
