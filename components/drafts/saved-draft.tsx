"use client";

import { useQuery, type UseQueryResult } from "@tanstack/react-query";

import { ErrorState, retryOf } from "@/components/ui/error-state";
import { draftQuery } from "@/lib/drafts/queries";
import type { DraftKind, DraftReply } from "@/lib/drafts/schema";
import { errorMessage } from "@/lib/queries/api-client";

/** The user's saved draft of a form, starting from the one the page read on the server (if any). */
export function useSavedDraft(kind: DraftKind, initialDraft: DraftReply["draft"] | undefined) {
  return useQuery({
    ...draftQuery(kind),
    ...(initialDraft === undefined ? {} : { initialData: { draft: initialDraft } }),
  });
}

/** A saved draft that could not be read: says nothing is lost and offers to try again. */
export function DraftLoadError({ draft }: { draft: UseQueryResult<unknown> }) {
  return (
    <ErrorState
      title="Your draft could not be loaded"
      message={`${errorMessage(draft.error)} Nothing has been lost: try again.`}
      {...retryOf(draft)}
    />
  );
}
