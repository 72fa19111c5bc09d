"use client";

import { MAX_BLACKLIST_CHECK } from "@messaging-console/contract/limits";
import {
  combinationRefusal,
  messageCombination,
  VIBER_COMBINATIONS,
  VIBER_MESSAGE_TYPE,
} from "@messaging-console/contract/viber/content";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, SendIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { statusText } from "@/components/ui/status-text";
import { formatNumber } from "@/lib/format";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import { addressBooksQuery } from "@/lib/queries/viber/address-books";
import { useBlacklistCheck } from "@/lib/queries/viber/blacklist";
import { viberSendersQuery } from "@/lib/queries/viber/senders";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { contentOf } from "@/lib/schemas/viber/campaign-form-body";
import { formatLiveTime, liveTimeSeconds, sendInstant } from "@/lib/schemas/viber/timing";

import { useSendChoice } from "./review-approval";
import { ReviewGroups } from "./review-groups";

/** What will go out, to how many, when — the last look before the campaign is created. */
export function ReviewStep({
  values,
  phones,
  pending,
  onBack,
  onSend,
  retry,
}: {
  values: ViberCampaignFormValues;
  /** the pasted list as the form's checks read it (null for an address book) */
  phones: NormalisedPhones | null;
  pending: boolean;
  onBack: () => void;
  /** `hold`: keep it in the console (for approval, or until its time) */
  onSend: (hold?: { keep: boolean }) => void;
  /** the last send failed for a reason editing cannot fix: the same send again */
  retry: boolean;
}) {
  const { timeZone } = useAccount();
  const senders = useQuery(viberSendersQuery);
  const books = useQuery(addressBooksQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const blacklist = useBlacklistCheck(phones ? phones.phones.slice(0, MAX_BLACKLIST_CHECK) : []);
  const book = books.data?.items.find((b) => b.id === values.address_book);
  const sender = senders.data?.items.find((s) => s.id === values.sender_id);
  const content = contentOf(values);
  const combination = combinationRefusal(content) ? null : messageCombination(content);
  const at = values.timing === "scheduled" ? sendInstant(values.send_at, timeZone) : null;
  const blacklisted = blacklist.data?.items.length ?? 0;
  const local = values.timing === "local";
  const scheduled = at !== null || local;
  // send groups are kept in the console anyway: no "keep until its time" to choose
  const groups = local || (at !== null && values.quiet_move);
  const choice = useSendChoice(
    phones ? phones.phones.length : (book?.size ?? 0),
    scheduled && !groups,
  );

  const recipients = phones ? (
    <>
      {formatNumber(phones.phones.length)} phone {phones.phones.length === 1 ? "number" : "numbers"}
      {blacklisted > 0 &&
        ` entered · ${formatNumber(phones.phones.length - blacklisted)} will receive`}
      {phones.duplicates.length > 0 &&
        `, ${formatNumber(phones.duplicates.length)} ${phones.duplicates.length === 1 ? "duplicate" : "duplicates"} left out`}
      {blacklisted > 0 && (
        <span className={`block ${statusText.warning}`}>
          {formatNumber(blacklisted)} blacklisted: the Messaging API will skip them
        </span>
      )}
    </>
  ) : (
    <>
      Address book “{book?.name ?? values.address_book}”
      {book && ` · ${formatNumber(book.size)} contacts (${formatNumber(book.active)} active)`}
    </>
  );

  return (
    <section
      aria-labelledby="review-title"
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2
          id="review-title"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none"
        >
          Review the campaign
        </h2>
        <p className="text-sm text-muted-foreground">Nothing is sent until you confirm.</p>
      </div>
      <dl className="grid gap-3 text-sm">
        <Row term="Campaign">{values.task_name.trim()}</Row>
        <Row term="Type">
          {values.message_type === VIBER_MESSAGE_TYPE.system
            ? "System (approved template)"
            : "Promo"}
        </Row>
        <Row term="Sender">{sender?.name ?? `#${values.sender_id}`}</Row>
        <Row term="Content">
          {combination ? VIBER_COMBINATIONS[combination].label : "—"}
          {content.message && ` · ${formatNumber(content.message.length)} characters`}
        </Row>
        <Row term="Recipients">{recipients}</Row>
        <Row term="When">
          {local ? (
            `${values.local_time} on ${values.local_date}, in each recipient's own time`
          ) : scheduled ? (
            <DateTime value={at} weekday hint="below" />
          ) : (
            "Now, as soon as moderation passes"
          )}
        </Row>
        <Row term="Live time">
          {formatLiveTime(liveTimeSeconds(values.live_hours, values.live_minutes))}
        </Row>
        <Row term="Delivery">
          {values.stretch_time > 0
            ? `Spread over ${values.stretch_time} ${values.stretch_time === 1 ? "hour" : "hours"}`
            : "All at once"}
        </Row>
        <Row term="SMS fallback">
          {values.resend_sms
            ? `On: “${values.sms_text.trim()}”${values.sms_sender_name.trim() ? ` from ${values.sms_sender_name.trim()}` : ""}`
            : "Off"}
        </Row>
      </dl>
      <ReviewGroups />
      {choice.note}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          <ArrowLeftIcon aria-hidden="true" /> Back to editing
        </Button>
        <Button
          type="button"
          onClick={() => onSend(choice.hold)}
          disabled={pending || choice.checking}
          aria-disabled={pending || choice.checking}
        >
          <SendIcon aria-hidden="true" />
          {pending
            ? "Creating…"
            : retry
              ? "Try again"
              : choice.label
                ? choice.label
                : scheduled
                  ? "Schedule campaign"
                  : "Create and send campaign"}
        </Button>
      </div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-x-6">
      <dt className="font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
