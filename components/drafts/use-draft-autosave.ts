"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import { errorMessage } from "@/lib/queries/api-client";
import { deleteDraft, saveDraft } from "@/lib/queries/drafts";
import type { DraftKind } from "@/lib/schemas/drafts";

export type DraftStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; at: string }
  | { state: "error"; message: string };

const DEBOUNCE_MS = 800;
const keepAll = (values: FieldValues): Record<string, unknown> => values;
/** browsers cap keepalive request bodies at 64 KB */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Saves the form as the user's draft (the console database, per user:
 * /api/drafts/<kind>) a moment after they stop typing. Saves only what changed
 * since the last save; `pause()` (before a submit) cancels a pending save and
 * waits for one in flight, so a late save can never bring back a draft that a
 * successful submit just cleared. `select` picks what a draft keeps of the
 * values (the send form leaves its attachments out).
 *
 * The one draft mechanism of the console's forms: the Viber composer and the
 * email send form.
 */
export function useDraftAutosave<T extends FieldValues>(
  form: UseFormReturn<T>,
  kind: DraftKind,
  initial: { json: string; savedAt: string | null },
  /** module-level (stable): a new function each render would re-subscribe each render */
  select: (values: T) => Record<string, unknown> = keepAll,
) {
  const [status, setStatus] = useState<DraftStatus>(
    initial.savedAt ? { state: "saved", at: initial.savedAt } : { state: "idle" },
  );
  const lastSaved = useRef(initial.json);
  const savedAt = useRef(initial.savedAt);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<Promise<unknown>>(Promise.resolve());
  const paused = useRef(false);
  /** an edit waits for its debounced save */
  const pending = useRef(false);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = false;
    const json = JSON.stringify(select(form.getValues()));
    if (paused.current) return;
    if (json === lastSaved.current) {
      const at = savedAt.current;
      setStatus((s) =>
        s.state !== "saving" ? s : at ? { state: "saved", at } : { state: "idle" },
      );
      return;
    }
    setStatus({ state: "saving" });
    const run = saveDraft(kind, JSON.parse(json) as Record<string, unknown>).then(
      (saved) => {
        lastSaved.current = json;
        savedAt.current = saved.updatedAt;
        if (!paused.current && !pending.current) setStatus({ state: "saved", at: saved.updatedAt });
      },
      (err: unknown) => setStatus({ state: "error", message: errorMessage(err) }),
    );
    inflight.current = run;
    await run;
  }, [form, kind, select]);

  const { subscribe } = form;
  useEffect(() => {
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        if (paused.current) return;
        clearTimeout(timer.current);
        pending.current = true;
        // Shown at once, so nobody takes an older "saved" for the latest edit.
        setStatus((s) => (s.state === "saving" ? s : { state: "saving" }));
        timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
      },
    });
    // Leaving (reload, closing the tab) within the debounce: send what is unsaved now;
    // keepalive lets the request outlive the page.
    const leave = () => {
      const json = JSON.stringify(select(form.getValues()));
      if (paused.current || json === lastSaved.current) return;
      const body = JSON.stringify({ data: JSON.parse(json) as unknown });
      if (body.length > KEEPALIVE_MAX_BYTES) return;
      clearTimeout(timer.current);
      lastSaved.current = json;
      void fetch(`/api/drafts/${encodeURIComponent(kind)}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body,
        keepalive: true,
        credentials: "same-origin",
      }).catch(() => {});
    };
    const onHidden = () => document.visibilityState === "hidden" && leave();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [subscribe, flush, form, kind, select]);

  return {
    status,
    /** save now (e.g. a retry after a failed save) */
    flush,
    pause: async () => {
      paused.current = true;
      clearTimeout(timer.current);
      await inflight.current.catch(() => {});
    },
    resume: () => {
      paused.current = false;
      void flush();
    },
    /** forget the saved draft; `values` becomes the new baseline (nothing to save) */
    discard: async (values: T) => {
      paused.current = true;
      clearTimeout(timer.current);
      await inflight.current.catch(() => {});
      try {
        await deleteDraft(kind);
        lastSaved.current = JSON.stringify(select(values));
        savedAt.current = null;
        setStatus({ state: "idle" });
      } finally {
        paused.current = false;
      }
    },
  };
}
