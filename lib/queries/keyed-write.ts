import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

import { apiRequest } from "./api-client";

/**
 * The write of one user action: `body` sent to `path` (or, given an `id`, to
 * the record `path/id`) with the action's Idempotency-Key (the same key again
 * when the user retries), then the cached reads it changes are refetched —
 * after a success, or after any answer (`refresh: "settled"`) where a failed
 * write may still have changed them. `invalidate: "all"` refetches everything
 * cached.
 */
export function useKeyedWrite<TBody, TResult>(opts: {
  method: "POST" | "PATCH" | "DELETE";
  path: string;
  invalidate: QueryKey | "all";
  refresh: "success" | "settled";
}) {
  const qc = useQueryClient();
  const refetch = () =>
    qc.invalidateQueries(opts.invalidate === "all" ? undefined : { queryKey: opts.invalidate });
  return useMutation({
    mutationFn: (v: { body: TBody; key: string; id?: string | number }) =>
      apiRequest<TResult>(
        v.id === undefined ? opts.path : `${opts.path}/${encodeURIComponent(v.id)}`,
        {
          method: opts.method,
          body: v.body,
          idempotencyKey: v.key,
        },
      ),
    ...(opts.refresh === "settled" ? { onSettled: refetch } : { onSuccess: refetch }),
  });
}
