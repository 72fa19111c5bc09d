import type { FieldValues, Resolver } from "react-hook-form";

/** Shown on the form (as its root error) when its checks cannot be downloaded. */
export const CHECKS_NOT_LOADED =
  "The form's checks could not be loaded. Check the connection and try again; nothing was sent.";

export interface LazyResolver<T extends FieldValues, C = unknown, R = T> extends Resolver<T, C, R> {
  /** Starts loading the checks now (call it when someone reaches for the form). */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose checks (zod and the form's schema) are
 * downloaded when first needed instead of with the page: `load` is an
 * `import()` of a module that builds the real resolver. The form calls
 * `preload` when it is first touched, so by the first check the code is there
 * and the messages come at the same moments as with a resolver built in place.
 * A failed download is tried again at the next check; until then the form
 * shows CHECKS_NOT_LOADED and sends nothing.
 */
export function lazyResolver<T extends FieldValues, C = unknown, R = T>(
  load: () => Promise<Resolver<T, C, R>>,
): LazyResolver<T, C, R> {
  let loading: Promise<Resolver<T, C, R>> | null = null;
  const get = () =>
    (loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    }));
  const resolver: LazyResolver<T, C, R> = Object.assign(
    async (...args: Parameters<Resolver<T, C, R>>) => {
      let resolve: Resolver<T, C, R>;
      try {
        resolve = await get();
      } catch {
        return {
          values: {},
          errors: { root: { type: "checks", message: CHECKS_NOT_LOADED } },
        } as Awaited<ReturnType<Resolver<T, C, R>>>;
      }
      return resolve(...args);
    },
    {
      preload: () => {
        get().catch(() => {});
      },
    },
  );
  return resolver;
}
