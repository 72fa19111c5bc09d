"use client";

import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { draftQuery } from "@/lib/queries/drafts";
import type { DraftReply } from "@/lib/schemas/drafts";

import { ComposerForm } from "./composer-form";

const noSubscribe = () => () => {};

/**
 * The composer, opened on the user's saved draft when there is one (read by
 * the page on the server). The form appears once the page is interactive:
 * typing into a form that is not yet live would be lost.
 */
export function CampaignComposer({ initialDraft }: { initialDraft?: DraftReply["draft"] }) {
  const draft = useQuery({
    ...draftQuery("viber-campaign"),
    ...(initialDraft === undefined ? {} : { initialData: { draft: initialDraft } }),
  });
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (draft.isPending || !hydrated)
    return (
      <div
        aria-busy="true"
        aria-label="Loading the composer"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="grid gap-6">
          <Skeleton className="h-64" />
          <Skeleton className="h-96" />
        </div>
        <Skeleton className="h-80" />
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
  return <ComposerForm draft={draft.data.draft} />;
}
