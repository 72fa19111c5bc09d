"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";

import type { DraftReply } from "@/lib/drafts/schema";
import { lazyResolver } from "@/lib/lazy-resolver";
import { recipientsKnown } from "@/lib/phone/known-lists";
import { viberSendersQuery } from "@/lib/queries/viber/senders";
import { viberTemplatesQuery } from "@/lib/queries/viber/templates";
import {
  defaultFormValues,
  formValuesFromDraft,
  relatedFields,
  type ViberCampaignFormValues,
} from "@/lib/schemas/viber/campaign-form";
import { senderProblem } from "@/lib/viber/sender-status";

/**
 * The form's checks (zod, the shared campaign schema, and libphonenumber for a
 * list the phone worker has not read yet): loaded when the form is first
 * touched or checked, not with the page.
 */
export const loadChecks = () => import("@/lib/schemas/viber/campaign-form-checks");

/**
 * The composer's form: its values from the draft, resolved lazily with the shared
 * campaign schema (knowing the account's senders and templates), and after a first
 * submit re-checked by group as the person edits.
 */
export function useComposerForm(draft: DraftReply["draft"], timeZone: string) {
  const senders = useQuery(viberSendersQuery);
  const templates = useQuery(viberTemplatesQuery);
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
  return { form, resolver };
}
