import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

import type { ApiRouteKey } from "../api-routes";
import { apiRequest } from "./api-client";

/** A write of the console API as its table (lib/api-routes.ts) names it: method, path, `[id]` for a record. */
export type WriteRoute = Extract<ApiRouteKey, `${"POST" | "PATCH" | "DELETE"} ${string}`>;

/**
 * The write of one user action: `body` sent to `route` (its `[id]` the `id`
 * given) with the action's Idempotency-Key (the same key again when the user
 * retries), then the cached reads it changes (`invalidate`; "all": everything
 * cached) are refetched — after a success, or after any answer
 * (`refresh: "settled"`) where a failed write may still have changed them.
 */
export function useKeyedWrite<TBody, TResult>(
  route: WriteRoute,
  invalidate: QueryKey | "all",
  refresh: "success" | "settled",
) {
  const qc = useQueryClient();
  const refetch = () =>
    qc.invalidateQueries(invalidate === "all" ? undefined : { queryKey: invalidate });
  const [method, path] = route.split(" ") as ["POST" | "PATCH" | "DELETE", string];
  return useMutation({
    mutationFn: (v: { body: TBody; key: string; id?: string | number }) =>
      apiRequest<TResult>(
        v.id === undefined ? path : path.replace("[id]", encodeURIComponent(v.id)),
        { method, body: v.body, idempotencyKey: v.key },
      ),
    ...(refresh === "settled" ? { onSettled: refetch } : { onSuccess: refetch }),
  });
}
