"use client";

import { MegaphoneIcon, RadioTowerIcon } from "lucide-react";
import Link from "next/link";

import { CampaignStatusBadge } from "@/components/viber/status-badges";
import { formatNumber, formatRate } from "@/lib/format";
import { useCampaignActivity, type CampaignActivity } from "@/lib/queries/overview";

import { Figure, OverviewTile } from "./overview-tile";

type Latest = CampaignActivity["latest"][number];

/** The newest campaigns with their delivery and read rates. */
export function LatestCampaignsTile() {
  const query = useCampaignActivity();
  return (
    <OverviewTile
      title="Latest campaigns"
      icon={MegaphoneIcon}
      href="/viber/campaigns"
      linkLabel="All campaigns"
      query={query}
      skeletonRows={5}
      bodyClassName="min-h-[28rem] sm:min-h-80"
      className="lg:col-span-2"
    >
      {(data) =>
        data.latest.length === 0 ? (
          <p className="text-sm text-muted-foreground">No campaigns yet.</p>
        ) : (
          <ul className="divide-y">
            {data.latest.map((c) => (
              <LatestRow key={c.id} campaign={c} />
            ))}
          </ul>
        )
      }
    </OverviewTile>
  );
}

function LatestRow({ campaign: c }: { campaign: Latest }) {
  const s = c.statistic;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-48">
        <Link
          href={`/viber/campaigns/${encodeURIComponent(c.id)}`}
          className="block truncate font-medium hover:underline"
        >
          {c.name || `Campaign ${c.id}`}
        </Link>
        <span className="text-xs text-muted-foreground">{c.sender_name}</span>
      </div>
      <CampaignStatusBadge status={c.status} />
      <dl className="flex gap-4 text-sm tabular-nums">
        <div className="grid w-20 text-right">
          <dt className="text-xs text-muted-foreground">Delivered</dt>
          <dd>{s ? formatRate(s.delivered, s.sent) : "—"}</dd>
        </div>
        <div className="grid w-16 text-right">
          <dt className="text-xs text-muted-foreground">Read</dt>
          <dd>{s ? formatRate(s.read, s.delivered) : "—"}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Campaigns sending right now, and how many wait to go out. */
export function SendingNowTile() {
  const query = useCampaignActivity();
  return (
    <OverviewTile
      title="Sending now"
      icon={RadioTowerIcon}
      href="/viber/campaigns"
      linkLabel="Campaigns"
      query={query}
    >
      {(data) => (
        <div className="grid gap-3">
          <div className="flex gap-6">
            <Figure value={formatNumber(data.sendingNow.length)} label="sending now" />
            <Figure value={formatNumber(data.scheduled)} label="waiting to send" />
          </div>
          {data.sendingNow.length > 0 && (
            <ul className="grid gap-1 text-sm">
              {data.sendingNow.slice(0, 4).map((c) => (
                <li key={c.id} className="truncate">
                  <Link
                    href={`/viber/campaigns/${encodeURIComponent(c.id)}`}
                    className="hover:underline"
                  >
                    {c.name || `Campaign ${c.id}`}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </OverviewTile>
  );
}
