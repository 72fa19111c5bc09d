"use client";

import dynamic from "next/dynamic";

import { mountedOnceOpen } from "@/components/ui/load-on-intent";

import type { DraftConflictDialogProps } from "./draft-conflict-content";

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
