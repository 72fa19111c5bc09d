"use client";

import { MegaphoneIcon, RadioTowerIcon } from "lucide-react";
import Link from "next/link";

import { useAccount } from "@/components/account/account-context";
import { Skeleton } from "@/components/ui/skeleton";
import { CampaignStatusBadge } from "@/components/viber/status-badges";
import { formatNumber, formatRate, formatUpstreamDateTime } from "@/lib/format";
import { useCampaignActivity } from "@/lib/queries/overview";
import { useCampaignFigures } from "@/lib/queries/viber/campaign-list";
import type { CampaignActivity, CampaignCounters } from "@/lib/schemas/resources";

import { Figure, OverviewTile } from "./overview-tile";

type Latest = CampaignActivity["latest"][number];

/**
 * The newest campaigns with their delivery and read rates: the rows show as
 * soon as the list is in, the rates when their figures are (one call for all).
 */
export function LatestCampaignsTile() {
  const query = useCampaignActivity();
  const latest = query.data?.latest ?? [];
  const figures = useCampaignFigures(
    latest.map((c) => c.id),
    latest.some((c) => c.status === "send"),
  );
  const figuresOf = (id: number): CampaignCounters | null | undefined => {
    if (figures.isError) return null;
    if (!figures.data) return undefined;
    return figures.data.items.find((f) => f.id === id)?.statistic ?? null;
  };
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
              <LatestRow key={c.id} campaign={c} figures={figuresOf(c.id)} />
            ))}
          </ul>
        )
      }
    </OverviewTile>
  );
}

function LatestRow({
  campaign: c,
  figures,
}: {
  campaign: Latest;
  /** undefined while loading, null when they could not be read */
  figures: CampaignCounters | null | undefined;
}) {
  const s = figures;
  const figure = (value: string) =>
    s === undefined ? <Skeleton className="ml-auto h-5 w-10" aria-label="Loading" /> : value;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-48">
        <Link
          href={`/viber/campaigns/${encodeURIComponent(c.id)}`}
          className="block truncate font-medium hover:underline"
          title={c.name || undefined}
        >
          {c.name || `Campaign ${c.id}`}
        </Link>
        <span className="block truncate text-xs text-muted-foreground">{c.sender_name}</span>
      </div>
      <CampaignStatusBadge status={c.status} />
      <dl className="flex gap-4 text-sm tabular-nums">
        <div className="grid w-20 text-right">
          <dt className="text-xs text-muted-foreground">Delivered</dt>
          <dd>{figure(s ? formatRate(s.delivered, s.sent) : "—")}</dd>
        </div>
        <div className="grid w-16 text-right">
          <dt className="text-xs text-muted-foreground">Read</dt>
          <dd>{figure(s ? formatRate(s.read, s.delivered) : "—")}</dd>
        </div>
      </dl>
    </li>
  );
}

/** Campaigns sending right now, and those waiting to go out (in moderation or for their date). */
export function SendingNowTile() {
  const query = useCampaignActivity();
  const { timeZone } = useAccount();
  return (
    <OverviewTile
      title="Sending now"
      icon={RadioTowerIcon}
      href="/viber/campaigns"
      linkLabel="Campaigns"
      query={query}
    >
      {(data) => {
        const waiting = data.waiting ?? [];
        return (
          <div className="grid grid-cols-1 gap-3">
            <div className="flex gap-6">
              <Figure value={formatNumber(data.sendingNow.length)} label="sending now" />
              <Figure value={formatNumber(waiting.length)} label="waiting to send" />
            </div>
            <CampaignNames
              label="Sending"
              items={data.sendingNow.map((c) => ({ campaign: c, note: "sending" }))}
            />
            <CampaignNames
              label="Waiting"
              items={waiting.map((c) => ({
                campaign: c,
                note:
                  c.status === "moderation"
                    ? "in moderation"
                    : `sends ${formatUpstreamDateTime(c.send_date, timeZone)}`,
              }))}
            />
          </div>
        );
      }}
    </OverviewTile>
  );
}

const SHOWN = 3;

/** Up to three campaigns by name, each with what it is doing, then "and N more". */
function CampaignNames({
  label,
  items,
}: {
  label: string;
  items: { campaign: Latest; note: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-1 text-sm">
      <h3 className="text-xs font-medium text-muted-foreground">{label}</h3>
      <ul aria-label={label} className="grid grid-cols-1 gap-1">
        {items.slice(0, SHOWN).map(({ campaign: c, note }) => (
          <li key={c.id} className="flex min-w-0 items-baseline justify-between gap-2">
            <Link
              href={`/viber/campaigns/${encodeURIComponent(c.id)}`}
              className="min-w-0 truncate hover:underline"
              title={c.name || undefined}
            >
              {c.name || `Campaign ${c.id}`}
            </Link>
            <span className="shrink-0 text-xs text-muted-foreground">{note}</span>
          </li>
        ))}
      </ul>
      {items.length > SHOWN && (
        <p className="text-xs text-muted-foreground">
          and {formatNumber(items.length - SHOWN)} more
        </p>
      )}
    </div>
  );
}
