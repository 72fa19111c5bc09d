"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";

/**
 * The composer's parts that a plain new campaign does not show at first, out of the
 * page's first load: the imports (only with `?from=` or `?duplicate=` in the address)
 * and the review step (after "Review"; its code is fetched once the browser is idle).
 */
export const EngagementImport = dynamic(() =>
  import("./engagement-import").then((m) => m.EngagementImport),
);
export const DuplicateImport = dynamic(() =>
  import("./duplicate-import").then((m) => m.DuplicateImport),
);
const loadReview = () => import("./review-step").then((m) => m.ReviewStep);
export const ReviewStep = dynamic(loadReview);

/** Fetches the review step's code when the browser is idle, so "Review" shows it at once. */
export function usePreloadReview() {
  useEffect(() => {
    const preload = () => void loadReview().catch(() => undefined);
    if ("requestIdleCallback" in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 200);
  }, []);
}
