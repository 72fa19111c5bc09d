"use client";

import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 64rem)"; // Tailwind's lg, where the preview has a column of its own

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/**
 * Whether the screen is wide enough for the composer's side column. The page as
 * sent (and while hydrating) assumes it is; a phone moves the preview up after.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
