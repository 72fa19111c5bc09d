"use client";

import Link from "next/link";

import { DateTime } from "@/components/ui/date-time";
import { DetailItem } from "@/components/viber/detail-item";
import { CampaignStatusBadge } from "@/components/viber/status-badges";
import { useAddressBooks } from "@/lib/queries/viber/address-books";
import type { CampaignStatistics } from "@/lib/schemas/resources";
import { formatDuration } from "@/lib/viber/rates";

/** Everything the upstream's record says about a campaign, as a description list. */
export function CampaignRecord({ campaign: c }: { campaign: CampaignStatistics }) {
  const books = c.address_book_ids;
  return (
    // content-start: beside a tall message the list keeps its rows together, not spread out
    // the viewer's time may wrap: two columns on a phone are narrower than "(2026-10-20 08:13 your time)"
    <dl className="grid grid-cols-2 content-start gap-x-6 gap-y-4 text-sm lg:grid-cols-3 [&_[data-slot=viewer-time]]:whitespace-normal">
      <DetailItem term="Status">
        <CampaignStatusBadge status={c.status} />
      </DetailItem>
      <DetailItem term="Sender">
        {c.sender_id === null ? (
          c.sender_name || <Unknown />
        ) : (
          <Link
            href={`/viber/senders?sender=${encodeURIComponent(c.sender_id)}`}
            className="underline-offset-4 hover:underline"
          >
            {c.sender_name || `Sender ${c.sender_id}`}
          </Link>
        )}
      </DetailItem>
      <DetailItem term="Send date">
        {c.send_date ? <DateTime value={c.send_date} hint="below" /> : <Unknown />}
      </DetailItem>
      <DetailItem term="Created">
        {c.created ? <DateTime value={c.created} hint="below" /> : <Unknown />}
      </DetailItem>
      <DetailItem term="Live time">
        {c.message_live_time === null ? <Unknown /> : formatDuration(c.message_live_time)}
      </DetailItem>
      <DetailItem term="Stretch time">
        {c.stretch_time > 0 ? `Spread over ${c.stretch_time} h` : "Off: sent all at once"}
      </DetailItem>
      <DetailItem term="SMS re-send">
        {c.resend_sms ? "On" : "Off"}
        {(c.resend_sms || c.resend_sms_status !== null) && (
          <span className="text-muted-foreground">
            {" "}
            · status {c.resend_sms_status ?? "not set"}
          </span>
        )}
      </DetailItem>
      <DetailItem term="Recipients from">
        {books && books.length > 0 ? <BookNames ids={books} /> : "Entered by hand"}
      </DetailItem>
    </dl>
  );
}

/** A value the upstream's reply left out. */
function Unknown() {
  return <span className="text-muted-foreground">Unknown</span>;
}

function BookNames({ ids }: { ids: number[] }) {
  const books = useAddressBooks();
  const name = (id: number) => books.data?.items.find((b) => b.id === id)?.name;
  return (
    <ul className="grid gap-0.5">
      {ids.map((id) => (
        <li key={id}>
          {name(id) ?? "Address book"} <span className="text-muted-foreground">#{id}</span>
        </li>
      ))}
    </ul>
  );
}
