"use client";

import { useCallback, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { DraftField } from "@/components/drafts/draft-conflict-content";
import { useDraftAutosave } from "@/components/drafts/use-draft-autosave";
import type { DraftReply } from "@/lib/drafts/schema";
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

/** The send form's fields as the draft conflict dialog compares them (attachments are not kept). */
export const SEND_DRAFT_FIELDS: DraftField[] = [
  { key: "fromEmail", label: "From" },
  { key: "fromName", label: "From name" },
  { key: "to", label: "To" },
  { key: "cc", label: "Cc" },
  { key: "bcc", label: "Bcc" },
  { key: "replyTo", label: "Reply-To" },
  { key: "subject", label: "Subject" },
  {
    key: "content",
    label: "Content",
    show: (v) => (v === "template" ? "A stored template" : "HTML and text"),
  },
  { key: "html", label: "HTML" },
  { key: "text", label: "Text" },
  { key: "autoPlainText", label: "Text made from the HTML" },
  { key: "templateId", label: "Template" },
  { key: "variables", label: "Template variables" },
];

/**
 * The unsent email as the user's draft in the console database (/api/drafts/email,
 * the composer's mechanism), so a reload, another browser or a failed send loses
 * nothing; nothing stays in the browser but an edit not yet saved as the page went.
 * Attachments are not kept (a stored draft loaded into the form keeps the files attached).
 */
export function useSendDraft(form: UseFormReturn<SendFormValues>, initial: Draft) {
  const [restoredAt, setRestoredAt] = useState(
    sendFormFromDraft(initial) ? (initial?.updatedAt ?? null) : null,
  );
  const valuesOf = useCallback(
    (data: Record<string, unknown> | null): SendFormValues => ({
      ...((data && sendFormFromDraft({ data, updatedAt: "", version: 0 })) || emptySendForm),
      attachments: form.getValues("attachments") ?? [],
    }),
    [form],
  );
  const autosave = useDraftAutosave(form, {
    kind: "email",
    opened: initial,
    select: draftOfSendForm,
    valuesOf,
    onLoaded: (d) => setRestoredAt(sendFormFromDraft(d) ? (d?.updatedAt ?? null) : null),
  });
  return {
    restoredAt,
    status: autosave.status,
    checking: autosave.checking,
    conflict: autosave.conflict,
    resolve: autosave.resolve,
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
