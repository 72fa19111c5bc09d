"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { useDraftAutosave } from "@/components/drafts/use-draft-autosave";
import { DateTime } from "@/components/ui/date-time";
import { CHECKS_NOT_LOADED, lazyResolver } from "@/lib/lazy-resolver";
import type { NormalisedPhones } from "@/lib/phone/numbers";
import { ApiError } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { useCreateCampaign, viberTemplatesQuery } from "@/lib/queries/viber-composer";
import { viberSendersQuery } from "@/lib/queries/viber-senders";
import type { DraftReply } from "@/lib/schemas/drafts";
import type { ViberCampaignCreate } from "@/lib/schemas/viber-campaign";
import {
  defaultFormValues,
  formValuesFromDraft,
  recipientsKnown,
  relatedFields,
  type FormField,
  type ViberCampaignFormValues,
} from "@/lib/schemas/viber-campaign-form";
import { toast } from "@/lib/toast";
import { placeServerError, type PlacedServerError } from "@/lib/viber/campaign-server-error";
import { senderProblem } from "@/lib/viber/sender-status";

import { ComposerActions } from "./composer-actions";
import { LivePreview, ServerErrorBanner } from "./composer-panels";
import { EngagementImport, type EngagementSource } from "./engagement-import";
import { ReviewStep } from "./review-step";
import { SectionBasics } from "./section-basics";
import { SectionContent } from "./section-content";
import { SectionRecipients } from "./section-recipients";
import { SectionSms } from "./section-sms";
import { SectionTiming } from "./section-timing";

/**
 * The form's checks (zod, the shared campaign schema, and libphonenumber for a
 * list the phone worker has not read yet): loaded when the form is first
 * touched or checked, not with the page.
 */
const loadChecks = () => import("@/lib/schemas/viber-campaign-form-schema");

/**
 * The composer: edit → review → create. The form resolves with the shared
 * campaign schema; the draft is saved as the person types; a refused create
 * keeps every value and puts the server's reason on the field it names.
 */
export function ComposerForm({
  draft,
  source,
}: {
  draft: DraftReply["draft"];
  /** "New campaign to these" from a campaign page: whose phones to fill in */
  source?: EngagementSource | null;
}) {
  const { timeZone } = useAccount();
  const router = useRouter();
  const senders = useQuery(viberSendersQuery);
  const templates = useQuery(viberTemplatesQuery);
  const create = useCreateCampaign();
  const actionKey = useActionKey();
  const sending = useRef(false);
  const [step, setStep] = useState<"edit" | "review">("edit");
  /** the recipients the review step shows, as the checks read the list */
  const [reviewPhones, setReviewPhones] = useState<NormalisedPhones | null>(null);
  const [serverError, setServerError] = useState<PlacedServerError | null>(null);
  const [restoredAt, setRestoredAt] = useState(draft?.updatedAt ?? null);

  const resolver = useMemo(
    () =>
      lazyResolver<ViberCampaignFormValues>(() =>
        loadChecks().then((m) =>
          m.composerResolver({
            timeZone,
            templates: templates.data?.listed ? templates.data.items.map((t) => t.text) : null,
            senderProblem: (id) => {
              const s = senders.data?.items.find((x) => x.id === id);
              return s ? senderProblem(s) : null;
            },
          }),
        ),
      ),
    [timeZone, templates.data, senders.data],
  );
  const [initial] = useState(() => (draft ? formValuesFromDraft(draft.data) : defaultFormValues));
  const form = useForm<ViberCampaignFormValues>({
    resolver,
    defaultValues: initial,
    mode: "onSubmit",
    // Re-checked by group below: one edit can change another field's problem.
    reValidateMode: "onSubmit",
  });
  const { subscribe, trigger } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, isSubmitted, values }) => {
          if (!name || !isSubmitted) return;
          // A phone list not checked yet is re-checked by PhoneListField once the
          // phone worker has read it (not here, on the main thread, per key stroke).
          if (
            values.audience === "phones" &&
            relatedFields(name).includes("phones_text") &&
            !recipientsKnown(values)
          )
            return;
          void trigger(relatedFields(name));
        },
      }),
    [subscribe, trigger],
  );
  const autosave = useDraftAutosave(form, "viber-campaign", {
    json: JSON.stringify(initial),
    savedAt: draft?.updatedAt ?? null,
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

  async function send() {
    if (sending.current) return;
    sending.current = true;
    let body: ViberCampaignCreate | null;
    try {
      body = (await loadChecks()).campaignBody(form.getValues());
    } catch {
      sending.current = false;
      form.setError("root", { message: CHECKS_NOT_LOADED });
      return;
    }
    if (!body) {
      sending.current = false;
      setStep("edit");
      void form.trigger();
      return;
    }
    // One key per action: a double click or a retry of the same body reuses it.
    const key = actionKey.keyFor(body);
    await autosave.pause();
    try {
      const created = await create.mutateAsync({ body, key });
      actionKey.done();
      await autosave.discard(defaultFormValues).catch(() => {});
      toast.success(`Campaign “${created.name || body.task_name}” created`);
      router.push(`/viber/campaigns/${encodeURIComponent(created.id)}`);
    } catch (err) {
      sending.current = false;
      // A refusal is final for its key (the server replays it); sending again is a new attempt.
      if (err instanceof ApiError && err.code === "upstream_rejected") actionKey.done();
      autosave.resume();
      const placed = placeServerError(err, form.getValues("audience"));
      setServerError(placed);
      const named = Object.entries(placed.fields) as [FormField, string][];
      if (named.length > 0) {
        setStep("edit");
        named.forEach(([field, message], i) =>
          form.setError(field, { type: "server", message }, { shouldFocus: i === 0 }),
        );
      }
    }
  }

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
          </form>
          {step === "review" && (
            <ReviewStep
              values={form.getValues()}
              phones={reviewPhones}
              pending={create.isPending}
              retry={!!serverError && !serverError.maybeCreated}
              onBack={() => {
                setStep("edit");
                // Back where the person left the form, not at the top of the page.
                requestAnimationFrame(() => document.getElementById("review-campaign")?.focus());
              }}
              onSend={() => void send()}
            />
          )}
        </div>
        <aside aria-label="Message preview" className="lg:sticky lg:top-20">
          <LivePreview />
        </aside>
      </div>
    </FormProvider>
  );
}
