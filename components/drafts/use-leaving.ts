"use client";

import { useEffect, useRef } from "react";

/**
 * The moments a page may be left with an edit unsaved: `leave` runs when the
 * page is about to go (before unload, hidden, a link pressed) and when the form
 * unmounts (a client navigation); `restored` when the page comes back from the
 * back/forward cache, `visible` when its tab is shown again.
 */
export function useLeaving(leave: () => void, restored: () => void, visible: () => void) {
  const on = useRef({ leave, restored, visible });
  useEffect(() => {
    on.current = { leave, restored, visible };
  });
  useEffect(() => {
    const go = () => on.current.leave();
    const shown = (e: PageTransitionEvent) => e.persisted && on.current.restored();
    const seen = () =>
      document.visibilityState === "hidden" ? on.current.leave() : on.current.visible();
    // capture: before the router handles the click and the form unmounts
    const clicked = (e: MouseEvent) =>
      e.target instanceof Element && e.target.closest("a[href]") && on.current.leave();
    window.addEventListener("beforeunload", go);
    window.addEventListener("pagehide", go);
    window.addEventListener("pageshow", shown);
    document.addEventListener("visibilitychange", seen);
    document.addEventListener("click", clicked, true);
    return () => {
      window.removeEventListener("beforeunload", go);
      window.removeEventListener("pagehide", go);
      window.removeEventListener("pageshow", shown);
      document.removeEventListener("visibilitychange", seen);
      document.removeEventListener("click", clicked, true);
      on.current.leave();
    };
  }, []);
}
