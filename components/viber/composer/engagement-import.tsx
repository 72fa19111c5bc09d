"use client";

import { VIBER_LIMITS } from "@messaging-console/contract/viber/content";
import { useQuery } from "@tanstack/react-query";
import { InfoIcon, LoaderCircleIcon, TriangleAlertIcon, UsersIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { formatNumber } from "@/lib/format";
import { errorMessage } from "@/lib/queries/api-client";
import {
  engagementAudienceKey,
  readBatchEngagementAudience,
  readEngagementAudience,
} from "@/lib/queries/viber/engagement";
import { ENGAGEMENT_LABELS, type EngagementGroup } from "@/lib/schemas/viber/engagement";

import { Notice } from "./notice";

export interface EngagementSource {
  campaignId: number;
  group: EngagementGroup;
  /** a console campaign sent in groups: all its sent groups (campaignId is then 0) */
  batch?: string;
}

/**
 * "New campaign to these" arriving in the composer: reads the group's phones
 * from the console API, then fills them in, or first asks when the form already
 * holds something (a saved draft, or what was typed meanwhile). The address's
 * `from`/`group` are dropped once decided, so a reload does not ask again (the
 * draft keeps the phones). A failed read changes nothing in the form.
 */
export function EngagementImport({
  source,
  hasContent,
  onApply,
}: {
  source: EngagementSource;
  /** whether the form holds anything the phones would replace */
  hasContent: () => boolean;
  onApply: (phones: string[]) => void;
}) {
  const [decided, setDecided] = useState<"applied" | "kept" | null>(null);
  // Decided as the phones arrive: filled in at once when nothing would be
  // replaced, otherwise the person is asked. (Read once: the form is the truth after.)
  const audience = useQuery({
    queryKey: [...engagementAudienceKey(source.campaignId, source.group), source.batch ?? null],
    queryFn: async ({ signal }) => {
      const a = source.batch
        ? await readBatchEngagementAudience(source.batch, source.group, signal)
        : await readEngagementAudience(source.campaignId, source.group, signal);
      if (a.phones.length === 0) {
        forgetSource();
        return { ...a, outcome: "empty" as const };
      }
      if (hasContent()) return { ...a, outcome: "ask" as const };
      onApply(a.phones);
      forgetSource();
      return { ...a, outcome: "applied" as const };
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
  const data = audience.data;
  /** the form stays as it is, and the address forgets where the list came from */
  const keep = () => {
    setDecided("kept");
    forgetSource();
  };
  const apply = (phones: string[]) => {
    onApply(phones);
    setDecided("applied");
    forgetSource();
  };
  const phase = decided ?? (audience.isError ? "failed" : (data?.outcome ?? "reading"));
  const title = ENGAGEMENT_LABELS[source.group].title;
  const from = source.batch
    ? `${data?.campaignName ? `campaign “${data.campaignName}”` : "the campaign"} (all its send groups)`
    : data?.campaignName
      ? `campaign “${data.campaignName}” (#${source.campaignId})`
      : `campaign #${source.campaignId}`;

  if (phase === "kept") return null;
  if (phase === "reading")
    return (
      <Notice tone="info" icon={LoaderCircleIcon} spin>
        Reading the {title} group of {from}…
      </Notice>
    );
  if (phase === "failed")
    return (
      <Notice tone="danger" icon={TriangleAlertIcon} role="alert">
        <p className="font-medium">
          The {title} group of {from} could not be read
        </p>
        <p>{sentence(errorMessage(audience.error))} Nothing in the form has changed.</p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            type="button"
            size="sm"
            onClick={() => void audience.refetch()}
            disabled={audience.isFetching}
          >
            Try again
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={keep}>
            Continue without them
          </Button>
        </div>
      </Notice>
    );
  if (!data) return null;
  if (phase === "empty")
    return (
      <Notice tone="info" icon={InfoIcon}>
        No one is in the {title} group of {from} now: the form is as it was.
      </Notice>
    );
  const left = data.total - data.phones.length;
  if (phase === "ask")
    return (
      <Notice
        tone="warning"
        icon={UsersIcon}
        role="alertdialog"
        labelledBy="engagement-ask"
        focusOnShow
      >
        <p id="engagement-ask" className="font-medium">
          Replace your draft with {formatNumber(data.phones.length)} phones from {from}?
        </p>
        <p>
          The composer holds a draft. Replacing it starts a new campaign to the {title} group
          {left > 0
            ? ` (the ${formatNumber(data.phones.length)} most recently active of ${formatNumber(data.total)})`
            : ""}
          ; keeping it leaves your draft as it is.
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button type="button" size="sm" onClick={() => apply(data.phones)}>
            Replace my draft
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={keep}>
            Keep my draft
          </Button>
        </div>
      </Notice>
    );
  return (
    <Notice tone="info" icon={UsersIcon} role="status">
      <p>
        <span className="font-medium">
          {formatNumber(data.phones.length)} phones from the {title} group
        </span>{" "}
        of{" "}
        <Link href={`/viber/campaigns/${data.campaignId}`} className="underline underline-offset-4">
          {from}
        </Link>
        .
      </p>
      {left > 0 && (
        <p>
          {formatNumber(left)} more {left === 1 ? "was" : "were"} left out: a campaign takes at most{" "}
          {formatNumber(VIBER_LIMITS.MAX_RECIPIENTS)} numbers, the most recently active are in.
          Export the group as CSV from the campaign page for the rest.
        </p>
      )}
    </Notice>
  );
}

/** A message as a sentence: ends with a full stop unless it has its own. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text : `${text}.`);

/** Drops `from`/`group` from the address without a navigation (the form keeps its state). */
function forgetSource() {
  const url = new URL(window.location.href);
  url.searchParams.delete("from");
  url.searchParams.delete("batch");
  url.searchParams.delete("group");
  window.history.replaceState(window.history.state, "", url);
}
