import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * sonner's `toast`, downloaded with the first toast rather than with the page; the viewport
 * mounts then and shows earlier toasts. Ids are given at once, as with sonner.
 */
type Message = Parameters<typeof sonnerToast>[0];
type Kind = "success" | "info" | "warning" | "error" | "loading";

let sonner: Promise<typeof sonnerToast> | null = null;
const load = () =>
  (sonner ??= import("sonner").then(
    (m) => m.toast,
    (err: unknown) => {
      sonner = null; // not downloaded (offline, a new build): the next toast tries again
      throw err;
    },
  ));

let raisedAny = false;
const onFirstToast = new Set<() => void>();

export const toastsRaised = {
  subscribe: (listener: () => void) => {
    onFirstToast.add(listener);
    return () => void onFirstToast.delete(listener);
  },
  get: () => raisedAny,
  getServer: () => false,
};

let count = 0;
function raise(kind: Kind | null, message: Message, data?: ExternalToast): string | number {
  const id = data?.id ?? `toast-${++count}`;
  if (!raisedAny) {
    raisedAny = true;
    // after the caller's own work (a toast raised while React renders must not set state then)
    queueMicrotask(() => onFirstToast.forEach((listener) => listener()));
  }
  load().then(
    (t) => (kind ? t[kind] : t)(message, { ...data, id }),
    () => {},
  );
  return id;
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => raise(null, message, data),
  {
    success: (message: Message, data?: ExternalToast) => raise("success", message, data),
    info: (message: Message, data?: ExternalToast) => raise("info", message, data),
    warning: (message: Message, data?: ExternalToast) => raise("warning", message, data),
    error: (message: Message, data?: ExternalToast) => raise("error", message, data),
    loading: (message: Message, data?: ExternalToast) => raise("loading", message, data),
  },
);
