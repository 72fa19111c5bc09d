"use client";

import { DraftLoadError, useSavedDraft } from "@/components/drafts/saved-draft";
import { Skeleton } from "@/components/ui/skeleton";
import type { DraftReply } from "@/lib/drafts/schema";

import { SendEmailForm } from "./send-email-form";

/** The send form, opened on the user's saved draft when there is one (read with the page). */
export function SendEmail({ initialDraft }: { initialDraft?: DraftReply["draft"] }) {
  const draft = useSavedDraft("email", initialDraft);
  if (draft.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading the form" className="grid gap-6">
        <Skeleton className="h-64" />
        <Skeleton className="h-96" />
      </div>
    );
  if (draft.isError) return <DraftLoadError draft={draft} />;
  return <SendEmailForm draft={draft.data.draft} />;
}
