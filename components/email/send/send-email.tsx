"use client";

import { useQuery } from "@tanstack/react-query";

import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { draftQuery } from "@/lib/queries/drafts";
import type { DraftReply } from "@/lib/schemas/drafts";

import { SendEmailForm } from "./send-email-form";

/** The send form, opened on the user's saved draft when there is one (read with the page). */
export function SendEmail({ initialDraft }: { initialDraft?: DraftReply["draft"] }) {
  const draft = useQuery({
    ...draftQuery("email"),
    ...(initialDraft === undefined ? {} : { initialData: { draft: initialDraft } }),
  });
  if (draft.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the form" className="grid gap-6">
        <Skeleton className="h-64" />
        <Skeleton className="h-96" />
      </div>
    );
  if (draft.isError)
    return (
      <ErrorState
        title="Your draft could not be loaded"
        message={`${errorMessage(draft.error)} Nothing has been lost: try again.`}
        onRetry={() => void draft.refetch()}
        retrying={draft.isFetching}
      />
    );
  return <SendEmailForm draft={draft.data.draft} />;
}
