"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";

import { useNow } from "@/lib/hooks/use-now";
import { recipientsKey, useCampaignDetail, useCampaignRecord } from "@/lib/queries/viber/campaigns";
import { campaignPhase } from "@/lib/viber/campaign-phase";

/**
 * A campaign's record (cheap, polled while it can change) and the page's snapshot
 * (the record read with every recipient), kept in step: the snapshot is read
 * again when the record's status moves on and once more when the figures turn
 * final; `onRecipientsAsOf` keeps the recipient table's pages on the snapshot.
 */
export function useCampaignSnapshot(id: number, timeZone: string) {
  const record = useCampaignRecord(id, timeZone);
  const detail = useCampaignDetail(id, timeZone);
  const campaign = record.data;
  const snapshot = detail.data?.asOf ? detail.data : undefined;
  const now = useNow();
  const phase = campaign && now !== null ? campaignPhase(campaign, now, timeZone) : null;
  const queryClient = useQueryClient();

  // A record whose status moved on from the snapshot's: read the snapshot again
  // now (a campaign that just started sending must not show "no recipients").
  const snapshotStatus = snapshot?.campaign.status;
  const { refetch: refetchDetail } = detail;
  useEffect(() => {
    if (campaign && snapshotStatus !== undefined && campaign.status !== snapshotStatus)
      void refetchDetail({ cancelRefetch: false });
  }, [campaign, snapshotStatus, refetchDetail]);
  // …and once more when the figures turn final, so the last snapshot is complete
  const final = phase?.kind === "final";
  useEffect(() => {
    if (final) void refetchDetail({ cancelRefetch: false });
  }, [final, refetchDetail]);
  // the table follows the snapshot: its loaded pages are read again when a newer one is in
  const asOf = snapshot?.asOf ?? null;
  const onRecipientsAsOf = useCallback(
    (pageAsOf: string) => {
      if (!asOf || pageAsOf === asOf) return;
      if (pageAsOf < asOf)
        void queryClient.invalidateQueries(
          { queryKey: recipientsKey(id) },
          { cancelRefetch: false },
        );
      else void refetchDetail({ cancelRefetch: false });
    },
    [asOf, id, queryClient, refetchDetail],
  );
  return { record, detail, campaign, snapshot, phase, onRecipientsAsOf };
}
