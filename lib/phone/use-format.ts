"use client";

import { useEffect, useSyncExternalStore } from "react";

type Format = (phone: string | number) => string;

/** A number as `formatPhone` shows one it cannot read: its digits after a +. */
export const plainPhone: Format = (phone) => `+${String(phone)}`;

let format: Format | null = null;
let failed = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Starts downloading libphonenumber for `usePhoneFormat` (once; again after a failure). */
export function loadPhoneFormat(): Promise<void> {
  loading ??= import("./numbers").then(
    (m) => {
      format = m.formatPhone;
      failed = false;
      changed();
    },
    () => {
      loading = null; // offline, a new build: the next page that asks tries again
      failed = true;
      changed();
    },
  );
  return loading;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const snapshot = () => (format ? "ready" : failed ? "failed" : "loading");
const serverSnapshot = () => "loading" as const;

/**
 * `formatPhone` (lib/phone/numbers.ts: `+380 50 123 4567`) with libphonenumber and its
 * metadata downloaded after the page, not with it. `settled` is false until the
 * formatter is there (or could not be downloaded: numbers then show as
 * `plainPhone` does), so a list can wait for it instead of changing its numbers
 * under the reader's eyes; it usually comes before the list's own data.
 */
export function usePhoneFormat(
  /** false until numbers may be shown: nothing is downloaded before */
  enabled = true,
): { format: Format; settled: boolean } {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  useEffect(() => {
    if (enabled) void loadPhoneFormat();
  }, [enabled]);
  return {
    format: state === "ready" && format ? format : plainPhone,
    settled: state !== "loading",
  };
}
