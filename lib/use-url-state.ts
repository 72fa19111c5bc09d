"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

/**
 * Filters and paging kept in the URL, so a link reproduces the view and the
 * back button works. Setting a filter resets the page unless told otherwise.
 */
export function useUrlState<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? undefined])) as Record<
    K,
    string | undefined
  >;
  // router.replace lands a moment later: two changes in a row (a sender, then a
  // date) must build on each other, not both on the URL as it was
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === params.toString()) pending.current = null;
  }, [params]);
  const set = useCallback(
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
      const qs = next.toString();
      pending.current = qs;
      router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    },
    [params, router, pathname],
  );
  return [values, set] as const;
}
