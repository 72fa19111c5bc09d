"use client";

import dynamic from "next/dynamic";

import type { ConfirmDialogProps } from "./confirm-dialog-content";
import { mountedOnceOpen } from "./load-on-intent";

/**
 * Asks before a destructive or weighty action; the action runs only on confirm.
 * Its code (Radix AlertDialog, ~8 KB gzip) is in no page's first load: it loads
 * when the dialog first opens, and stays mounted after, so it closes as it should.
 */
export const ConfirmDialog = mountedOnceOpen(
  dynamic(() => import("./confirm-dialog-content").then((m) => m.ConfirmDialogContent), {
    ssr: false,
  }),
  (p: ConfirmDialogProps) => p.open,
);
