"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { useDraftAutosave } from "@/components/drafts/use-draft-autosave";
import { DateTime } from "@/components/ui/date-time";
import { placeServerError, type PlacedServerError } from "@/lib/campaign-server-error";
import { ApiError } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { useCreateCampaign, viberTemplatesQuery } from "@/lib/queries/viber-composer";
import { viberSendersQuery } from "@/lib/queries/viber-senders";
import type { DraftReply } from "@/lib/schemas/drafts";
import { viberCampaignCreateSchema } from "@/lib/schemas/viber-campaign";
import {
  defaultFormValues,
  formValuesFromDraft,
  recipientsKnown,
  relatedFields,
  toCampaignBody,
  type FormField,
  type ViberCampaignFormValues,
} from "@/lib/schemas/viber-campaign-form";
import { viberCampaignFormSchema } from "@/lib/schemas/viber-campaign-form-schema";
import { toast } from "@/lib/toast";
import { senderProblem } from "@/lib/viber-sender-status";

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
  const [serverError, setServerError] = useState<PlacedServerError | null>(null);
  const [restoredAt, setRestoredAt] = useState(draft?.updatedAt ?? null);

  const schema = useMemo(
    () =>
      viberCampaignFormSchema({
        timeZone,
        templates: templates.data?.listed ? templates.data.items.map((t) => t.text) : null,
        senderProblem: (id) => {
          const s = senders.data?.items.find((x) => x.id === id);
          return s ? senderProblem(s) : null;
        },
      }),
    [timeZone, templates.data, senders.data],
  );
  const [initial] = useState(() => (draft ? formValuesFromDraft(draft.data) : defaultFormValues));
  const form = useForm<ViberCampaignFormValues>({
    resolver: zodResolver(schema),
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
    () => {
      setServerError(null);
      setStep("review");
    },
    () => setServerError(null),
  );

  async function send() {
    if (sending.current) return;
    const parsed = viberCampaignCreateSchema.safeParse(toCampaignBody(form.getValues()));
    if (!parsed.success) {
      setStep("edit");
      void form.trigger();
      return;
    }
    sending.current = true;
    // One key per action: a double click or a retry of the same body reuses it.
    const key = actionKey.keyFor(parsed.data);
    await autosave.pause();
    try {
      const created = await create.mutateAsync({ body: parsed.data, key });
      actionKey.done();
      await autosave.discard(defaultFormValues).catch(() => {});
      toast.success(`Campaign “${created.name || parsed.data.task_name}” created`);
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
            hidden={step !== "edit"}
            aria-label="New Viber campaign"
            className="grid gap-6"
          >
            <SectionBasics />
            <SectionContent />
            <SectionRecipients />
            <SectionTiming />
            <SectionSms />
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
