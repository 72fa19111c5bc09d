"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { emptySendForm, type SendFormValues } from "@/lib/email-send-form";

const SAVE_DELAY_MS = 800;

/**
 * The unsent email kept in this browser (localStorage, per user) so a reload or
 * a closed tab loses nothing. Attachments are not kept (they can be large).
 */
export function useSendDraft(form: UseFormReturn<SendFormValues>, userEmail: string) {
  const key = `console:email-draft:v1:${userEmail}`;
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const paused = useRef(false);

  useEffect(() => {
    const draft = readDraft(key);
    if (!draft) return;
    form.reset({ ...emptySendForm, ...draft.values, attachments: [] });
    // restoring is a one-off sync from storage after mount (the server renders no draft)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestoredAt(draft.savedAt);
  }, [form, key]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (paused.current) return;
        const { attachments: _files, ...rest } = values as SendFormValues;
        if (isBlank(rest)) localStorage.removeItem(key);
        else
          localStorage.setItem(
            key,
            JSON.stringify({ savedAt: new Date().toISOString(), values: rest }),
          );
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [form, key]);

  const clear = useCallback(() => {
    paused.current = true;
    localStorage.removeItem(key);
    setRestoredAt(null);
    setTimeout(() => (paused.current = false), SAVE_DELAY_MS + 100);
  }, [key]);

  return { restoredAt, clear, dismiss: () => setRestoredAt(null) };
}

function isBlank(v: Omit<SendFormValues, "attachments">): boolean {
  return (
    !v.to?.length &&
    !v.cc?.length &&
    !v.bcc?.length &&
    !v.subject?.trim() &&
    !v.html?.trim() &&
    !v.text?.trim() &&
    !v.templateId
  );
}

function readDraft(key: string): { savedAt: string; values: Partial<SendFormValues> } | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt?: unknown; values?: Record<string, unknown> };
    if (typeof parsed.savedAt !== "string" || !parsed.values) return null;
    const values: Partial<SendFormValues> = {};
    for (const [k, v] of Object.entries(parsed.values)) {
      const expected = emptySendForm[k as keyof SendFormValues];
      if (expected === undefined) continue;
      if (Array.isArray(expected) ? Array.isArray(v) : typeof v === typeof expected)
        (values as Record<string, unknown>)[k] = v;
    }
    return { savedAt: parsed.savedAt, values };
  } catch {
    return null;
  }
}
