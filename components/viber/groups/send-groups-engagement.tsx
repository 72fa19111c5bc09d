"use client";

import { ErrorState, retryOf } from "@/components/ui/error-state";
import { EngagementPanel } from "@/components/viber/engagement-panel";
import { errorMessage } from "@/lib/queries/api-client";
import { useSendGroupsRecipients } from "@/lib/queries/viber/send-groups";

/** The engagement groups over every sent group of the campaign: exported, or sent a new campaign. */
export function SendGroupsEngagement({ batch }: { batch: string }) {
  const recipients = useSendGroupsRecipients(batch);
  if (recipients.isError)
    return (
      <ErrorState
        title="The recipients could not be read"
        message={errorMessage(recipients.error)}
        {...retryOf(recipients)}
      />
    );
  return (
    <EngagementPanel campaignId={0} batch={batch} summary={recipients.data?.summary ?? null} />
  );
}
