"use client";

import * as React from "react";

/** What an overlay loaded by `LoadOnIntent` is given: its state, and whether its trigger had focus. */
export interface OnIntentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the look-alike trigger had the keyboard focus when the overlay took its place */
  focusTrigger: boolean;
}

/**
 * A menu, sheet or dialog whose code (Radix, its positioning library) is not in
 * the page's first load: until someone shows they may use it — the pointer over
 * its trigger, a touch, the keyboard focus, a click — a look-alike `trigger`
 * stands in its place. Then `load()` fetches the real one, which takes the
 * look-alike's place (same markup, so nothing moves) with the keyboard focus
 * where it was, and opens if the look-alike was clicked.
 */
export function LoadOnIntent<P extends object>({
  load,
  trigger,
  props,
}: {
  load: () => Promise<React.ComponentType<P & OnIntentProps>>;
  trigger: React.ReactElement<React.ComponentProps<"button">>;
  props: P;
}) {
  const [open, setOpen] = React.useState(false);
  const [focusTrigger, setFocusTrigger] = React.useState(false);
  const ref = React.useRef<HTMLButtonElement>(null);
  const [Loaded, arm] = useLoadOnce(load, () =>
    setFocusTrigger(document.activeElement === ref.current),
  );
  const press = () => {
    setOpen(true);
    arm();
  };

  if (Loaded)
    return <Loaded {...props} open={open} onOpenChange={setOpen} focusTrigger={focusTrigger} />;
  return React.cloneElement(trigger, {
    ref,
    "aria-expanded": false,
    onPointerEnter: arm,
    onTouchStart: arm,
    onFocus: arm,
    // a press opens it: on the way down (as Radix's menu triggers do), so the
    // press still counts if the real trigger takes this one's place before it ends
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button === 0) press();
    },
    // the keyboard (Enter, Space) and a press the pointer events did not report
    onClick: press,
  } as React.ComponentProps<"button">);
}

/**
 * What `load` fetches (a component's code), fetched on the first call of `arm`
 * (an intent) and null until it is here; `onLoad` runs as it arrives, before it
 * is rendered. A failed fetch (offline, a new build) lets the next `arm` try again.
 */
export function useLoadOnce<T>(
  load: () => Promise<T>,
  onLoad?: () => void,
): [loaded: T | null, arm: () => void] {
  const [loaded, setLoaded] = React.useState<{ value: T } | null>(null);
  const loading = React.useRef(false);
  const arm = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (value) => {
        onLoad?.();
        setLoaded({ value });
      },
      () => {
        loading.current = false;
      },
    );
  };
  return [loaded?.value ?? null, arm];
}

/** For the loaded overlay: gives its trigger the focus the look-alike had. */
export function useFocusTrigger(focusTrigger: boolean, open: boolean) {
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (focusTrigger && !open) ref.current?.focus();
    // only when the overlay takes the look-alike's place
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/**
 * Whether an overlay driven by its own `open` state has been open at least once:
 * render it (and so load its code, through next/dynamic) from then on, and keep it
 * mounted, so it closes with its animation and gives the focus back.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * `Overlay` (a next/dynamic component, `ssr: false`) rendered from the first time
 * `isOpen(props)` holds, so its code loads then, and kept mounted after (see
 * useOpenedOnce). Callers render the result with the overlay's own props.
 */
export function mountedOnceOpen<P extends object>(
  Overlay: React.ComponentType<P>,
  isOpen: (props: P) => boolean,
) {
  function MountedOnceOpen(props: P) {
    return useOpenedOnce(isOpen(props)) ? <Overlay {...props} /> : null;
  }
  return MountedOnceOpen;
}
