import type { Metadata } from "next";

import { PageColumn } from "@/components/layout/page-column";
import { LatestCampaignsTile, SendingNowTile } from "@/components/overview/campaign-tiles";
import { DomainAlert, DomainHealth } from "@/components/overview/domain-health";
import {
  BouncesTile,
  EmailActivityTile,
  UnsubscribesTile,
} from "@/components/overview/email-tiles";

export const metadata: Metadata = { title: { absolute: "Overview · Messaging Console" } };

// Each tile is its own query: a slow one shows its skeleton while the rest are ready.
// Loading tiles keep the room their content takes, so the page does not shift; the
// domain cards come last for the same reason, announced by the header's badge.
export default function OverviewPage() {
  return (
    <PageColumn
      title="Overview"
      description="Campaign activity, email delivery and anything that needs attention, at a glance."
      actions={<DomainAlert />}
    >
      {/* grid-cols-1: a track as wide as the screen, which a long unbroken name cannot widen */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <LatestCampaignsTile />
        <SendingNowTile />
        <EmailActivityTile />
        <div className="grid min-w-0 grid-cols-1 gap-4">
          <BouncesTile />
          <UnsubscribesTile />
        </div>
      </div>
      <DomainHealth />
    </PageColumn>
  );
}
