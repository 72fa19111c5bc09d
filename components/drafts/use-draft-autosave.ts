"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

import type { DraftKind, SavedDraft } from "@/lib/drafts/schema";

import { DraftSaver } from "./draft-saver";
import type { DraftConflict, DraftStatus } from "./draft-types";
import { takeUnsent } from "./unsent-edit";
import { useLeaving } from "./use-leaving";

export type { DraftConflict, DraftStatus } from "./draft-types";

export interface DraftFormOptions<T extends FieldValues> {
  kind: DraftKind;
  /** the stored draft the form was opened on (null: none) */
  opened: SavedDraft | null;
  /** what a draft keeps of the values; module-level (stable) */
  select?: (values: T) => Record<string, unknown>;
  /** a stored draft's data as form values (null: the empty form); stable */
  valuesOf: (data: Record<string, unknown> | null) => T;
  /** the form now holds this stored draft (a newer one it was not opened on) */
  onLoaded?: (draft: SavedDraft | null) => void;
}

const keepAll = (values: FieldValues): Record<string, unknown> => values;
const noSubscribe = () => () => {};

/**
 * Saves the form as the user's draft (/api/drafts/<kind>) a moment after they
 * stop typing, each save based on the version it was read or last saved at: a
 * save over a draft another tab changed meanwhile is refused and the person
 * chooses (`conflict`, `resolve`). Nothing typed is lost on leaving: a pending
 * save is sent at once (keepalive) when the page hides or a link is pressed, and
 * when the form unmounts. A form not opened with this document (browser Back,
 * the back/forward cache) reads the stored draft before it may save.
 *
 * The one draft mechanism of the console's forms: the Viber composer and the
 * email send form.
 */
export function useDraftAutosave<T extends FieldValues>(
  form: UseFormReturn<T>,
  { kind, opened, select = keepAll, valuesOf, onLoaded }: DraftFormOptions<T>,
) {
  // Opened while the document hydrates: what the server read for this very page.
  // Mounted later (Back, a client navigation), the draft may be an older page's copy.
  const hydrating = useSyncExternalStore(
    noSubscribe,
    () => false,
    () => true,
  );
  const [shown, setStatus] = useState<DraftStatus | null>(null);
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const [saver] = useState(
    () =>
      new DraftSaver(
        kind,
        opened,
        hydrating,
        {
          current: () => JSON.stringify(select(form.getValues())),
          jsonOf: (data) => JSON.stringify(select(valuesOf(data))),
          load: (data) => form.reset(valuesOf(data)),
        },
        { status: setStatus, conflict: setConflict },
      ),
  );
  const status = shown ?? saver.initialStatus();
  useEffect(() => saver.onLoaded(onLoaded));

  const { subscribe } = form;
  useEffect(
    () => subscribe({ formState: { values: true }, callback: () => saver.edited() }),
    [subscribe, saver],
  );

  // First: a form not opened with this document, or an edit the last page of this
  // tab left unsent, is squared with the stored draft before it may save.
  useEffect(() => {
    const unsent = takeUnsent(kind);
    if (saver.stale || unsent) void saver.revalidate(unsent);
    return () => saver.dispose();
    // once, for the form this saver belongs to
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver]);

  useLeaving(
    () => saver.leave(),
    () => void saver.revalidate(null),
    // back to this tab: another may have saved meanwhile (quietly: the person may be typing)
    () => saver.quiet && void saver.revalidate(null, true),
  );

  return {
    status,
    /** the form cannot be edited yet: the stored draft is being read */
    checking: status.state === "checking",
    /** save now (e.g. a retry after a failed save) */
    flush: () => saver.flush(),
    conflict,
    /** the person's choice: the stored draft into the form, or the form saved over it */
    resolve: (choice: "load" | "keep") => saver.resolve(choice),
    pause: () => saver.pause(),
    resume: () => saver.resume(),
    /** forget the saved draft; `values` becomes the new baseline (`stop`: the form is done) */
    discard: (values: T, opts?: { stop?: boolean }) =>
      saver.discard(JSON.stringify(select(values)), opts?.stop),
  };
}
