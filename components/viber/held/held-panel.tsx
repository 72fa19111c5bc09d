"use client";

import { useQuery } from "@tanstack/react-query";
import { InboxIcon, UndoIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { useAccount } from "@/components/account/account-context";
import { DateTime } from "@/components/ui/date-time";
import { ErrorState } from "@/components/ui/error-state";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/lib/format";
import {
  batchProgress,
  HELD_STATUS_LABELS,
  HELD_STATUSES,
  type HeldStatus,
} from "@/lib/held-campaigns/machine";
import { describePolicy } from "@/lib/held-campaigns/policy";
import { heldHref, heldListQuery } from "@/lib/held-campaigns/queries";
import type { HeldCampaignView } from "@/lib/held-campaigns/schema";
import { errorMessage } from "@/lib/queries/api-client";

import { HeldStatusBadge } from "./held-badge";

/**
 * The campaigns the console holds, above the upstream's list: what waits for the
 * signed-in person (to approve, or sent back to them), then every held campaign,
 * filterable by status. Hidden while there is none.
 */
export function HeldPanel() {
  const { email } = useAccount();
  const [status, setStatus] = useState<HeldStatus | "">("");
  const list = useQuery(heldListQuery(status));
  const all = useQuery(heldListQuery(""));
  // nothing while it loads: most accounts hold none, and a placeholder that then went would shift the list
  if (all.isPending) return null;
  if (all.isError)
    return (
      <ErrorState
        title="Campaigns kept in the console could not be read"
        message={errorMessage(all.error)}
        onRetry={() => void all.refetch()}
      />
    );
  const items = all.data.items;
  if (items.length === 0) return null;
  const toApprove = items.filter((c) => c.may.approve);
  const sentBack = items.filter(
    (c) => c.author.email === email && ["sent_back", "expired", "failed"].includes(c.status),
  );
  const shown = list.data?.items ?? [];

  return (
    <section
      aria-labelledby="held-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h2 id="held-title" className="font-semibold">
          Kept in the console
        </h2>
        <p className="text-sm text-muted-foreground">
          {describePolicy(all.data.policy)} These campaigns have not gone upstream yet: they can be
          changed or cancelled until they are sent, a couple of minutes before their time.
        </p>
      </div>
      {toApprove.length > 0 && (
        <HeldGroup title="Awaiting your approval" icon={InboxIcon} items={toApprove} />
      )}
      {sentBack.length > 0 && (
        <HeldGroup title="Sent back to you" icon={UndoIcon} items={sentBack} />
      )}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-medium">All held campaigns</h3>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">Status</span>
            <NativeSelect
              size="sm"
              className="w-48"
              value={status}
              onChange={(e) => setStatus(e.target.value as HeldStatus | "")}
              options={[
                { value: "", label: "Any" },
                ...HELD_STATUSES.map((s) => ({ value: s, label: HELD_STATUS_LABELS[s] })),
              ]}
            />
          </label>
        </div>
        {list.isPending ? (
          <Skeleton className="h-16" />
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No held campaign has this status.</p>
        ) : (
          <HeldRows items={shown} />
        )}
      </div>
    </section>
  );
}

function HeldGroup({
  title,
  icon: Icon,
  items,
}: {
  title: string;
  icon: typeof InboxIcon;
  items: HeldCampaignView[];
}) {
  return (
    <div className="grid gap-2 rounded-lg border border-status-warning/30 bg-status-warning/5 p-3">
      <h3 className="flex items-center gap-2 text-sm font-medium">
        <Icon className="size-4" aria-hidden="true" /> {title} ({formatNumber(items.length)})
      </h3>
      <HeldRows items={items} />
    </div>
  );
}

/** A batch some of whose send groups have gone upstream (the row's time is its next group's). */
function PartlySent({ parts }: { parts: HeldCampaignView["parts"] }) {
  const p = batchProgress(parts);
  if (p.sentParts === 0 || p.sentParts === p.parts) return null;
  const left = p.parts - p.sentParts;
  return (
    <span>
      {formatNumber(p.sentParts)} of {formatNumber(p.parts)} send groups sent upstream (
      {formatNumber(p.sentRecipients)} {p.sentRecipients === 1 ? "recipient" : "recipients"});{" "}
      {left === 1 ? "the other waits" : `the other ${formatNumber(left)} wait`} here.
    </span>
  );
}

function HeldRows({ items }: { items: HeldCampaignView[] }) {
  return (
    <ul className="grid divide-y rounded-md border bg-background">
      {items.map((c) => (
        <li
          key={c.batchId}
          className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <div className="grid min-w-0 gap-0.5">
            <Link
              href={heldHref(c.batchId)}
              className="truncate font-medium underline-offset-4 hover:underline"
            >
              {c.name || "Untitled campaign"}
            </Link>
            <span className="text-muted-foreground">
              {formatNumber(c.recipientCount)} recipients · by {c.author.name} ·{" "}
              {c.sendAt ? <DateTime value={c.sendAt} hint={false} /> : "as soon as approved"}
            </span>
            <PartlySent parts={c.parts} />
            {c.status === "sent_back" && c.comment && (
              <span className="break-words">“{c.comment}”</span>
            )}
          </div>
          <HeldStatusBadge status={c.status} late={c.late} />
        </li>
      ))}
    </ul>
  );
}
