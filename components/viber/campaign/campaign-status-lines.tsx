"use client";

import { CircleCheckIcon, RadioIcon } from "lucide-react";

import { DateTime } from "@/components/ui/date-time";
import { LIVE_REFRESH_MS, SETTLING_REFRESH_MS } from "@/lib/queries/viber/campaigns";
import type { CampaignStatistics } from "@/lib/schemas/resources";
import type { CampaignPhase } from "@/lib/viber/campaign-phase";
import { countersChanged } from "@/lib/viber/rates";

/** Whether the page still refreshes, until when, or that the figures are final. */
export function PhaseLine({ phase }: { phase: CampaignPhase }) {
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
export function SnapshotLine({
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
