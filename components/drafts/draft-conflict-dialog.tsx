"use client";

import dynamic from "next/dynamic";

import { mountedOnceOpen } from "@/components/ui/load-on-intent";

import type { DraftConflict } from "./use-draft-autosave";

/** A field of a form's draft as the conflict dialog names and shows it. */
export interface DraftField {
  key: string;
  label: string;
  /** the value in words (default: text as is, on/off, lists joined) */
  show?: (value: unknown) => string;
}

export interface DraftConflictDialogProps {
  conflict: DraftConflict | null;
  /** the fields compared, in the form's order */
  fields: readonly DraftField[];
  onResolve: (choice: "load" | "keep") => void;
}

/**
 * Another tab or window saved the draft after this page read it: the fields
 * that differ side by side, and the choice of which to keep. Its code (Radix
 * AlertDialog) loads when a conflict first happens.
 */
export const DraftConflictDialog = mountedOnceOpen(
  dynamic(() => import("./draft-conflict-content").then((m) => m.DraftConflictContent), {
    ssr: false,
  }),
  (p: DraftConflictDialogProps) => p.conflict !== null,
);
