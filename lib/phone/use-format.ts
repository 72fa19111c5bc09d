"use client";

import { useEffect, useSyncExternalStore } from "react";

type Format = (phone: string | number) => string;

export const plainPhone: Format = (phone) => `+${String(phone)}`;

let format: Format | null = null;
let failed = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

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
 * `formatPhone` with libphonenumber downloaded after the page. `settled` lets a list wait for
 * it rather than change its numbers under the reader's eyes.
 */
export function usePhoneFormat(
  /** nothing is downloaded before */
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
