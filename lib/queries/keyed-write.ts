import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationResult,
} from "@tanstack/react-query";

import type { ApiRouteKey } from "@/lib/api-routes";

import { apiRequest } from "./api-client";

/** A write of the console API as its table (lib/api-routes.ts) names it: method, path, `[id]` for a record. */
export type WriteRoute = Extract<ApiRouteKey, `${"POST" | "PATCH" | "DELETE"} ${string}`>;

/** A write of one record: its route's `[id]` is filled from the write's `id`. */
type RecordRoute = Extract<WriteRoute, `${string}[id]${string}`>;

/**
 * What a write is called with: its body, its Idempotency-Key, and an `id` exactly
 * when its route has an `[id]` to fill, so an `id` the route would drop, or a
 * record route called without one, does not compile.
 */
type WriteVars<R extends WriteRoute, TBody> = {
  body: TBody;
  key: string;
} & (R extends `${string}[id]${string}` ? { id: string | number } : { id?: never });

type KeyedWrite<R extends WriteRoute, TBody, TResult> = UseMutationResult<
  TResult,
  DefaultError,
  WriteVars<R, TBody>
>;

/**
 * The write of one user action: `body` sent to `route` (its `[id]` the `id`
 * given) with the action's Idempotency-Key (the same key again when the user
 * retries), then the cached reads it changes (`invalidate`; "all": everything
 * cached) are refetched — after a success, or after any answer
 * (`refresh: "settled"`) where a failed write may still have changed them.
 */
export function useKeyedWrite<TBody, TResult>(
  route: RecordRoute,
  invalidate: QueryKey | "all",
  refresh: "success" | "settled",
): KeyedWrite<RecordRoute, TBody, TResult>;
export function useKeyedWrite<TBody, TResult>(
  route: Exclude<WriteRoute, RecordRoute>,
  invalidate: QueryKey | "all",
  refresh: "success" | "settled",
): KeyedWrite<Exclude<WriteRoute, RecordRoute>, TBody, TResult>;
export function useKeyedWrite<
  TBody,
  TResult,
  V extends { body: TBody; key: string; id?: string | number },
>(
  route: WriteRoute,
  invalidate: QueryKey | "all",
  refresh: "success" | "settled",
): UseMutationResult<TResult, DefaultError, V> {
  const qc = useQueryClient();
  const refetch = () =>
    qc.invalidateQueries(invalidate === "all" ? undefined : { queryKey: invalidate });
  return useMutation({
    mutationFn: (v: V) => {
      const [method, path] = route.split(" ") as ["POST" | "PATCH" | "DELETE", string];
      return apiRequest<TResult>(
        v.id === undefined ? path : path.replace("[id]", encodeURIComponent(v.id)),
        { method, body: v.body, idempotencyKey: v.key },
      );
    },
    ...(refresh === "settled" ? { onSettled: refetch } : { onSuccess: refetch }),
  });
}
