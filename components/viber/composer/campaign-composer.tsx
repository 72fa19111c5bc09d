"use client";

import { useSyncExternalStore } from "react";

import { DraftLoadError, useSavedDraft } from "@/components/drafts/saved-draft";
import { Skeleton } from "@/components/ui/skeleton";
import type { DraftReply } from "@/lib/drafts/schema";

import { ComposerForm } from "./composer-form";
import type { EngagementSource } from "./engagement-import";

const noSubscribe = () => () => {};

/**
 * The composer, opened on the user's saved draft when there is one (read by
 * the page on the server). It is in the page as sent, but disabled until the
 * page is interactive: typing into a form that is not yet live would be lost.
 * (Disabled, not dimmed: for that moment it looks as it will. Radix's hidden
 * native inputs, aria-hidden, keep their opacity 0.)
 */
export function CampaignComposer({
  initialDraft,
  source,
  duplicate,
}: {
  initialDraft?: DraftReply["draft"];
  source?: EngagementSource | null;
  /** the campaign "Duplicate" came from */
  duplicate?: number | null;
}) {
  const draft = useSavedDraft("viber-campaign", initialDraft);
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  if (draft.isPending)
    return (
      <div
        role="status"
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
  if (draft.isError) return <DraftLoadError draft={draft} />;
  return (
    <fieldset
      disabled={!hydrated}
      aria-busy={!hydrated || undefined}
      className="m-0 min-w-0 border-0 p-0 disabled:[&_:disabled:not([aria-hidden])]:opacity-100!"
    >
      <ComposerForm draft={draft.data.draft} source={source} duplicate={duplicate} />
    </fieldset>
  );
}
