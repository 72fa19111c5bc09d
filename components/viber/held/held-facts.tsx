"use client";

import { VIBER_MESSAGE_TYPE } from "@messaging-console/contract/viber/content";
import type { ReactNode } from "react";

import { DateTime } from "@/components/ui/date-time";
import { statusText } from "@/components/ui/status-text";
import { formatDateTime, zoneLabel } from "@/lib/datetime";
import { countryName } from "@/lib/email/countries";
import { formatNumber } from "@/lib/format";
import type { HeldCampaignView, HeldReview } from "@/lib/held-campaigns/schema";

/** What an approver checks, besides the message: who asked, to whom, from whom, when. */
export function HeldFacts({
  campaign: c,
  review,
}: {
  campaign: HeldCampaignView;
  review: HeldReview;
}) {
  const payload = c.parts[0]!.payload;
  const r = review.recipients;
  return (
    <dl className="grid gap-3 text-sm">
      <Row term="Asked by">
        {c.author.name}{" "}
        {c.author.email && <span className="text-muted-foreground">({c.author.email})</span>}
        <span className="block text-muted-foreground">
          on <DateTime value={c.createdAt} hint={false} />
        </span>
      </Row>
      <Row term="Type">
        {payload.message_type === VIBER_MESSAGE_TYPE.system
          ? "System (approved template)"
          : "Promo"}
      </Row>
      <Row term="Sender">{review.sender ?? `#${payload.sender_id}`}</Row>
      <Row term="Recipients">
        {r.kind === "phones" ? (
          <>
            {formatNumber(r.valid)} will receive it
            <span className="block text-muted-foreground">
              {formatNumber(r.blacklisted)} blacklisted (skipped) · {formatNumber(r.duplicates)}{" "}
              {r.duplicates === 1 ? "duplicate" : "duplicates"} left out
            </span>
            {!r.complete && (
              <span className={`block ${statusText.warning}`}>
                The blacklist was too long to check in full: there may be more blacklisted.
              </span>
            )}
          </>
        ) : (
          <>
            Address book “{r.name ?? payload.address_book}”
            {r.size !== null &&
              ` · ${formatNumber(r.size)} contacts (${formatNumber(r.active ?? 0)} active)`}
          </>
        )}
      </Row>
      <Row term="When">
        {c.sendAt ? (
          <DateTime value={c.sendAt} weekday hint="below" />
        ) : (
          "As soon as it is approved"
        )}
      </Row>
      {c.sendAt && review.localTimes.length > 0 && (
        <Row term="Recipients' local time">
          <ul className="grid gap-0.5">
            {review.localTimes.slice(0, 8).map((t) => (
              <li key={t.country}>
                {t.country === "??" ? "Unknown country" : countryName(t.country)}:{" "}
                {formatNumber(t.count)} · {localTimes(c.sendAt!, t.zones)}
              </li>
            ))}
            {review.localTimes.length > 8 && (
              <li className="text-muted-foreground">
                and {formatNumber(review.localTimes.length - 8)} more countries
              </li>
            )}
          </ul>
        </Row>
      )}
      <Row term="Live time">{Math.round(payload.message_live_time / 60)} minutes</Row>
      {c.decidedBy && (
        <Row term={c.status === "sent_back" ? "Sent back by" : "Decided by"}>
          {c.decidedBy.name}
          {c.decidedAt && (
            <span className="block text-muted-foreground">
              on <DateTime value={c.decidedAt} hint={false} />
            </span>
          )}
        </Row>
      )}
    </dl>
  );
}

/** The send time on the clocks of a country's zones (the first and last of several). */
function localTimes(sendAt: string, zones: readonly string[]): string {
  if (zones.length === 0) return "—";
  const at = (z: string) =>
    `${formatDateTime(sendAt, z, { style: "time" }).slice(0, 5)} ${zoneLabel(z)}`;
  if (zones.length === 1) return at(zones[0]!);
  return `${at(zones[0]!)} … ${at(zones[zones.length - 1]!)} (${zones.length} zones)`;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
