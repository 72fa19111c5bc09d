"use client";

import { DownloadIcon, SendIcon } from "lucide-react";
import Link from "next/link";

import { useCan } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import { batchEngagementCsvUrl, engagementCsvUrl } from "@/lib/queries/viber/campaigns";
import type { RecipientsSummary } from "@/lib/schemas/resources";
import {
  ENGAGEMENT_GROUPS,
  ENGAGEMENT_LABELS,
  engagementCounts,
  type EngagementGroup,
} from "@/lib/schemas/viber/engagement";

/** The composer's address for a new campaign to one group of this campaign's recipients. */
export const newCampaignToGroupHref = (id: number, group: EngagementGroup) =>
  `/viber/campaigns/new?${new URLSearchParams({ from: String(id), group })}`;

/**
 * Who read, clicked, was not reached or hit an error, counted from the page's
 * snapshot: each group exported as CSV (the recipient table's columns) or, for
 * a role that creates campaigns, sent a new campaign (the composer reads the
 * group's phones itself, up to a campaign's 1,000).
 */
export function EngagementPanel({
  campaignId,
  batch,
  summary,
}: {
  campaignId: number;
  /** a console campaign sent in groups: all its sent groups (campaignId unused) */
  batch?: string;
  summary: RecipientsSummary | null;
}) {
  const canCreate = useCan("campaigns:write");
  const counts = summary ? engagementCounts(summary.byStatus) : null;
  return (
    <section aria-labelledby="engagement-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="engagement-heading" className="text-lg font-semibold tracking-tight">
          Engagement
        </h2>
        <p className="text-sm text-muted-foreground">
          Export a group as CSV (phone, status, dates, price)
          {canCreate ? " or start a new campaign to it (up to 1,000 phones)." : "."}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {ENGAGEMENT_GROUPS.map((group) => (
          <GroupCard
            key={group}
            csvHref={
              batch ? batchEngagementCsvUrl(batch, group) : engagementCsvUrl(campaignId, group)
            }
            newHref={
              batch
                ? `/viber/campaigns/new?${new URLSearchParams({ batch, group })}`
                : newCampaignToGroupHref(campaignId, group)
            }
            group={group}
            count={counts ? counts[group] : null}
            canCreate={canCreate}
          />
        ))}
      </div>
    </section>
  );
}

function GroupCard({
  csvHref,
  newHref,
  group,
  count,
  canCreate,
}: {
  csvHref: string;
  newHref: string;
  group: EngagementGroup;
  count: number | null;
  canCreate: boolean;
}) {
  const { title, hint } = ENGAGEMENT_LABELS[group];
  const empty = count === 0;
  return (
    // named apart from the Statistics counters above ("Read" there is a counter)
    <Card role="group" aria-label={`${title}: engagement group`} className="gap-3 px-4 py-4">
      <div className="grid gap-1">
        <h3 className="text-xs font-medium text-muted-foreground">{title}</h3>
        {count === null ? (
          <Skeleton className="h-8 w-20" />
        ) : (
          <p className="text-2xl font-semibold tracking-tight tabular-nums">
            {formatNumber(count)}
          </p>
        )}
        <p className="text-xs text-muted-foreground">{hint}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {empty || count === null ? (
          <Button variant="outline" size="sm" disabled aria-label={`Export CSV: ${title}`}>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm">
            <a href={csvHref} download aria-label={`Export CSV: ${title}`}>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        )}
        {canCreate &&
          (empty || count === null ? (
            <Button size="sm" disabled aria-label={`New campaign to these: ${title}`}>
              <SendIcon aria-hidden="true" />
              New campaign to these
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link href={newHref} aria-label={`New campaign to these: ${title}`}>
                <SendIcon aria-hidden="true" />
                New campaign to these
              </Link>
            </Button>
          ))}
      </div>
      {empty && <p className="text-xs text-muted-foreground">No one in this group yet.</p>}
    </Card>
  );
}
