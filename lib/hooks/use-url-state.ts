"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

/** A link reproduces the view; setting a filter resets the page unless told otherwise. */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<
    K,
    string | undefined
  >;
  // router.replace lands later: two changes in a row must build on each other
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === params.toString()) pending.current = null;
  }, [params]);
  const queryAfter = useCallback(
    (
      change: Partial<Record<K, string | number | undefined | null>>,
      opts: { keepPage?: boolean } = {},
    ) => {
      const next = new URLSearchParams(pending.current ?? params.toString());
      for (const [k, v] of Object.entries<string | number | undefined | null>(change)) {
        if (v === undefined || v === null || v === "") next.delete(k);
        else next.set(k, String(v));
      }
      if (!opts.keepPage && !("page" in change)) next.delete("page");
      return next.toString();
    },
    [params],
  );
  const withPath = useCallback((qs: string) => (qs ? `${pathname}?${qs}` : pathname), [pathname]);
  const hrefFor = useCallback(
    (...args: Parameters<typeof queryAfter>) => withPath(queryAfter(...args)),
    [queryAfter, withPath],
  );
  const set = useCallback(
    (...args: Parameters<typeof queryAfter>) => {
      const qs = queryAfter(...args);
      pending.current = qs;
      router.replace(withPath(qs), { scroll: false });
    },
    [queryAfter, withPath, router],
  );
  return [values, set, hrefFor] as const;
}
