"use client";

import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";
import { useQuery } from "@tanstack/react-query";
import { CopyIcon, LoaderCircleIcon, TriangleAlertIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { apiRequest, errorMessage } from "@/lib/queries/api-client";
import { fetchRead } from "@/lib/queries/api-read";
import { campaignRecordRead } from "@/lib/queries/viber/campaigns";
import { viberTemplatesRead } from "@/lib/queries/viber/templates";
import type { RecipientPage } from "@/lib/schemas/resources";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import { duplicateValues } from "@/lib/viber/duplicate";

import { Notice } from "./notice";

/** A campaign's values for the composer, read as its page reads them (record, then its phones). */
async function readDuplicate(id: number, signal: AbortSignal) {
  const [campaign, templates] = await Promise.all([
    fetchRead(campaignRecordRead(id), signal),
    fetchRead(viberTemplatesRead, signal).catch(() => null),
  ]);
  const byBook = (campaign.address_book_ids?.length ?? 0) > 0;
  const page = byBook
    ? null
    : await apiRequest<RecipientPage>(`/api/viber/campaigns/${encodeURIComponent(id)}/recipients`, {
        query: { limit: VIBER_LIMITS.MAX_RECIPIENTS, offset: 0 },
        signal,
      });
  const phones = [...new Set(page?.items.map((r) => r.phone) ?? [])];
  const texts = templates?.items.map((t) => t.text) ?? [];
  return { campaign, phones, values: duplicateValues(campaign, phones, texts) };
}

/**
 * "Duplicate" arriving in the composer (`?duplicate=<id>`): the campaign's
 * message, sender, button, image and recipients or address book fill the form
 * at once when it is empty, or after asking when it holds a draft. The address
 * forgets `duplicate` once decided, so a reload does not ask again.
 */
export function DuplicateImport({
  campaignId,
  hasContent,
  onApply,
}: {
  campaignId: number;
  hasContent: () => boolean;
  onApply: (values: ViberCampaignFormValues) => void;
}) {
  const [decided, setDecided] = useState<"applied" | "kept" | null>(null);
  const read = useQuery({
    queryKey: ["campaigns", "detail", campaignId, "duplicate"],
    queryFn: async ({ signal }) => {
      const d = await readDuplicate(campaignId, signal);
      if (hasContent()) return { ...d, outcome: "ask" as const };
      onApply(d.values);
      forgetDuplicate();
      return { ...d, outcome: "applied" as const };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const data = read.data;
  const decide = (choice: "applied" | "kept") => {
    if (choice === "applied" && data) onApply(data.values);
    setDecided(choice);
    forgetDuplicate();
  };
  const phase = decided ?? (read.isError ? "failed" : (data?.outcome ?? "reading"));
  const from = data
    ? `campaign “${data.campaign.name}” (#${campaignId})`
    : `campaign #${campaignId}`;

  if (phase === "kept") return null;
  if (phase === "reading")
    return (
      <Notice tone="info" icon={LoaderCircleIcon} spin>
        Reading {from} to duplicate it…
      </Notice>
    );
  if (phase === "failed" || !data)
    return (
      <Notice tone="danger" icon={TriangleAlertIcon} role="alert">
        <p className="font-medium">{from} could not be read to duplicate it</p>
        <p>{errorMessage(read.error).replace(/[^.!?]$/, "$&.")} Nothing in the form has changed.</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="button" size="sm" onClick={() => void read.refetch()}>
            Try again
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => decide("kept")}>
            Continue without it
          </Button>
        </div>
      </Notice>
    );
  if (phase === "ask")
    return (
      <Notice
        tone="warning"
        icon={CopyIcon}
        role="alertdialog"
        labelledBy="duplicate-ask"
        focusOnShow
      >
        <p id="duplicate-ask" className="font-medium">
          Replace your draft with a copy of {from}?
        </p>
        <p>The composer holds a draft. Keeping it leaves your draft as it is.</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="button" size="sm" onClick={() => decide("applied")}>
            Replace my draft
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => decide("kept")}>
            Keep my draft
          </Button>
        </div>
      </Notice>
    );
  const audience = data.values.address_book
    ? "address book"
    : `${formatNumber(data.phones.length)} ${data.phones.length === 1 ? "phone" : "phones"}`;
  return (
    <Notice tone="info" icon={CopyIcon} role="status">
      <p>
        <span className="font-medium">A copy of </span>
        <Link href={`/viber/campaigns/${campaignId}`} className="underline underline-offset-4">
          {from}
        </Link>
        : {copied(data.values, audience)}. It is set to send now: check the timing
        {data.campaign.resend_sms ? " and the SMS re-send, which is not copied" : ""}.
      </p>
    </Notice>
  );
}

/** "its message, sender, button and 12 phones": what was copied, in words. */
function copied(v: ViberCampaignFormValues, audience: string): string {
  const parts = [
    v.text_on && "message",
    v.sender_id !== null && "sender",
    v.button_on && "button",
    v.image_on && "image",
  ].filter((p): p is string => !!p);
  return `its ${[...parts, audience].join(", ").replace(/, ([^,]*)$/, " and $1")}`;
}

/** Drops `duplicate` from the address without a navigation (the form keeps its state). */
function forgetDuplicate() {
  const url = new URL(window.location.href);
  url.searchParams.delete("duplicate");
  window.history.replaceState(window.history.state, "", url);
}
