"use client";

import Link from "next/link";

import type { Campaign } from "@/lib/schemas/resources";
import type { SendGroupLink } from "@/lib/viber/campaign-list-view";

export const groupsHref = (batchId: string) =>
  `/viber/campaigns/groups/${encodeURIComponent(batchId)}`;
const campaignHref = (id: number) => `/viber/campaigns/${encodeURIComponent(id)}`;

/** A campaign sent at recipients' own times: its groups, each to its own page. */
export function SendGroupNote({
  campaign,
}: {
  campaign: Campaign & { sendGroup?: SendGroupLink };
}) {
  const group = campaign.sendGroup;
  if (!group) return null;
  if (!group.ids)
    return (
      <Link href={groupsHref(group.batchId)} className="text-xs underline underline-offset-4">
        One of {group.of} send groups: the whole campaign
      </Link>
    );
  return (
    <span className="text-xs text-muted-foreground">
      {group.of} send groups
      {group.ids.length < group.of && ` (${group.ids.length} sent)`}:{" "}
      {group.ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ", "}
          <Link href={campaignHref(id)} className="underline underline-offset-4">
            #{id}
          </Link>
        </span>
      ))}
    </span>
  );
}
