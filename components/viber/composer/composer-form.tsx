"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { DraftConflictDialog } from "@/components/drafts/draft-conflict-dialog";
import { useDraftAutosave } from "@/components/drafts/use-draft-autosave";
import { DateTime } from "@/components/ui/date-time";
import type { DraftReply } from "@/lib/drafts/schema";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import type { PlacedServerError } from "@/lib/queries/viber/campaign-server-error";
import { viberSendersQuery } from "@/lib/queries/viber/senders";
import { defaultFormValues } from "@/lib/schemas/viber/campaign-form";

import { ComposerActions } from "./composer-actions";
import { LivePreview, ServerErrorBanner } from "./composer-panels";
import { composerDraftFields, composerValuesOf } from "./draft-fields";
import type { EngagementSource } from "./engagement-import";
import { DuplicateImport, EngagementImport, ReviewStep, usePreloadReview } from "./lazy-parts";
import { SectionBasics } from "./section-basics";
import { SectionContent } from "./section-content";
import { SectionRecipients } from "./section-recipients";
import { SectionSms } from "./section-sms";
import { SectionTiming } from "./section-timing";
import { TestSend } from "./test-send";
import { loadChecks, useComposerForm } from "./use-composer-form";
import { useCreateFromForm } from "./use-create-from-form";
import { useWideScreen } from "./use-wide-screen";

/**
 * The composer: edit → review → create. The draft is saved as the person types; a
 * refused create keeps every value and puts the server's reason on its field.
 */
export function ComposerForm({
  draft,
  source,
  duplicate,
}: {
  draft: DraftReply["draft"];
  /** "New campaign to these" from a campaign page: whose phones to fill in */
  source?: EngagementSource | null;
  /** "Duplicate" from a campaign page: the campaign whose values to fill in */
  duplicate?: number | null;
}) {
  const { timeZone } = useAccount();
  // on a phone the preview sits above "Review campaign", where it is read before going on
  const wide = useWideScreen();
  const [step, setStep] = useState<"edit" | "review">("edit");
  /** the recipients the review step shows, as the checks read the list */
  const [reviewPhones, setReviewPhones] = useState<NormalisedPhones | null>(null);
  const [serverError, setServerError] = useState<PlacedServerError | null>(null);
  const [restoredAt, setRestoredAt] = useState(draft?.updatedAt ?? null);
  const { form, resolver } = useComposerForm(draft, timeZone);
  const senders = useQuery(viberSendersQuery);
  usePreloadReview();
  const autosave = useDraftAutosave(form, {
    kind: "viber-campaign",
    opened: draft,
    valuesOf: composerValuesOf,
    onLoaded: (d) => setRestoredAt(d?.updatedAt ?? null),
  });
  const create = useCreateFromForm(form, autosave, {
    onEdit: () => setStep("edit"),
    onRefused: setServerError,
  });

  const review = form.handleSubmit(
    async (values) => {
      // the checks have just run, so their module is loaded and the list read
      const { recipientsOf } = await loadChecks();
      setReviewPhones(values.audience === "phones" ? recipientsOf(values) : null);
      setServerError(null);
      setStep("review");
    },
    () => setServerError(null),
  );

  return (
    <FormProvider {...form}>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          {serverError && <ServerErrorBanner error={serverError} />}
          {source && step === "edit" && (
            <EngagementImport
              source={source}
              hasContent={() =>
                JSON.stringify(form.getValues()) !== JSON.stringify(defaultFormValues)
              }
              onApply={(phones) => {
                // a new campaign to these phones (the form's other fields start afresh)
                form.reset({
                  ...defaultFormValues,
                  audience: "phones",
                  phones_text: phones.map((p) => `+${p}`).join("\n"),
                });
                setServerError(null);
                setRestoredAt(null);
                void autosave.flush();
              }}
            />
          )}
          {duplicate && step === "edit" && (
            <DuplicateImport
              campaignId={duplicate}
              hasContent={() =>
                JSON.stringify(form.getValues()) !== JSON.stringify(defaultFormValues)
              }
              onApply={(values) => {
                form.reset(values);
                setServerError(null);
                setRestoredAt(null);
                void autosave.flush();
              }}
            />
          )}
          {restoredAt && step === "edit" && (
            <p className="rounded-lg border border-status-info/30 bg-status-info/5 px-4 py-3 text-sm">
              You are continuing your draft from <DateTime value={restoredAt} />.
            </p>
          )}
          <form
            noValidate
            onSubmit={(e) => void review(e)}
            onFocus={resolver.preload}
            hidden={step !== "edit"}
            aria-label="New Viber campaign"
            className="grid gap-6"
          >
            {/* the stored draft is read first when this page was not opened with it (Back) */}
            <fieldset
              disabled={autosave.checking}
              aria-busy={autosave.checking || undefined}
              className="m-0 grid min-w-0 gap-6 border-0 p-0"
            >
              <SectionBasics />
              <SectionContent />
              <SectionRecipients />
              <SectionTiming />
              <SectionSms />
              {form.formState.errors.root?.message && (
                <p
                  role="alert"
                  className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
                >
                  {form.formState.errors.root.message}
                </p>
              )}
              {!wide && <PreviewAside />}
              <ComposerActions
                status={autosave.status}
                onRetrySave={() => void autosave.flush()}
                hasDraft={autosave.status.state !== "idle"}
                onDiscard={async () => {
                  await autosave.discard(defaultFormValues);
                  form.reset(defaultFormValues);
                  setServerError(null);
                  setRestoredAt(null);
                }}
              />
            </fieldset>
          </form>
          {step === "edit" && <TestSend />}
          {step === "review" && (
            <ReviewStep
              values={form.getValues()}
              phones={reviewPhones}
              pending={create.pending}
              retry={!!serverError && !serverError.maybeCreated}
              onBack={() => {
                setStep("edit");
                // Back where the person left the form, not at the top of the page.
                requestAnimationFrame(() => document.getElementById("review-campaign")?.focus());
              }}
              onSend={(hold) => void create.send(hold)}
            />
          )}
        </div>
        {(wide || step === "review") && <PreviewAside />}
      </div>
      <DraftConflictDialog
        conflict={autosave.conflict}
        fields={composerDraftFields(senders.data?.items)}
        onResolve={(choice) => {
          autosave.resolve(choice);
          if (choice === "load") setServerError(null);
        }}
      />
    </FormProvider>
  );
}

function PreviewAside() {
  return (
    <aside aria-label="Message preview" className="lg:sticky lg:top-20">
      <LivePreview />
    </aside>
  );
}
