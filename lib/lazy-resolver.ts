import type { FieldValues, Resolver } from "react-hook-form";

export const CHECKS_NOT_LOADED =
  "The form's checks could not be loaded. Check the connection and try again; nothing was sent.";

export interface LazyResolver<T extends FieldValues, C = unknown, R = T> extends Resolver<T, C, R> {
  preload: () => void;
}

/**
 * Downloads the form's checks when first touched instead of with the page. A failed download
 * is retried at the next check; until then the form shows CHECKS_NOT_LOADED.
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
