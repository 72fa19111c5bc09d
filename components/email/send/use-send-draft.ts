"use client";

import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { useDraftAutosave } from "@/components/drafts/use-draft-autosave";
import type { DraftReply } from "@/lib/schemas/drafts";
import { emptySendForm, type SendFormValues } from "@/lib/schemas/email/send-form";

type Draft = DraftReply["draft"];

/** What a draft keeps: every value but the attachments (they can be large). */
export function draftOfSendForm(values: SendFormValues): Record<string, unknown> {
  const { attachments: _files, ...rest } = values;
  return rest;
}

/** A saved draft back into form values: unknown keys and values of the wrong type are dropped. */
export function sendFormFromDraft(draft: Draft): SendFormValues | null {
  if (!draft) return null;
  const values: SendFormValues = { ...emptySendForm, attachments: [] };
  for (const [k, v] of Object.entries(draft.data)) {
    if (k === "attachments" || !(k in emptySendForm)) continue;
    const expected = emptySendForm[k as keyof SendFormValues];
    if (Array.isArray(expected) ? Array.isArray(v) : typeof v === typeof expected)
      (values as unknown as Record<string, unknown>)[k] = v;
  }
  return isBlank(values) ? null : values;
}

function isBlank(v: SendFormValues): boolean {
  return (
    !v.to.length &&
    !v.cc.length &&
    !v.bcc.length &&
    !v.subject.trim() &&
    !v.html.trim() &&
    !v.text.trim() &&
    !v.templateId
  );
}

/**
 * The unsent email as the user's draft in the console database (/api/drafts/email,
 * the composer's mechanism), so a reload, another browser or a failed send loses
 * nothing; nothing stays in the browser. Attachments are not kept.
 */
export function useSendDraft(form: UseFormReturn<SendFormValues>, initial: Draft) {
  const [restoredAt, setRestoredAt] = useState(
    sendFormFromDraft(initial) ? (initial?.updatedAt ?? null) : null,
  );
  // the form opens on the draft (or empty): nothing to save until it changes
  const [json] = useState(() => JSON.stringify(draftOfSendForm(form.getValues())));
  const autosave = useDraftAutosave(
    form,
    "email",
    { json, savedAt: initial?.updatedAt ?? null },
    draftOfSendForm,
  );
  return {
    restoredAt,
    status: autosave.status,
    dismiss: () => setRestoredAt(null),
    pause: autosave.pause,
    resume: autosave.resume,
    /** forget the saved draft; `values` is what the form holds next */
    async discard(values: SendFormValues) {
      setRestoredAt(null);
      await autosave.discard(values);
    },
  };
}
