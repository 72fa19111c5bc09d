"use client";

import dynamic from "next/dynamic";

import { mountedOnceOpen } from "@/components/ui/load-on-intent";

import type { UnsubscribedConfirmProps } from "./unsubscribed-confirm-content";

/**
 * "Send to unsubscribed recipients?": loaded when it first opens (Radix
 * AlertDialog stays out of the send page's first load), as the confirm dialog is.
 */
export const UnsubscribedConfirm = mountedOnceOpen(
  dynamic(
    () => import("./unsubscribed-confirm-content").then((m) => m.UnsubscribedConfirmContent),
    {
      ssr: false,
    },
  ),
  (p: UnsubscribedConfirmProps) => p.open,
);
