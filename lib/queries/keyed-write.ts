import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationResult,
} from "@tanstack/react-query";

import type { ApiRouteKey } from "@/lib/api-routes";

import { apiRequest } from "./api-client";

export type WriteRoute = Extract<ApiRouteKey, `${"POST" | "PATCH" | "DELETE"} ${string}`>;

type RecordRoute = Extract<WriteRoute, `${string}[id]${string}`>;

/** `id` exactly when the route has an `[id]` to fill, so a mismatch does not compile. */
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
 * One user action's write with its Idempotency-Key, then the reads it changes are refetched
 * (after a success, or after any answer with `refresh: "settled"`).
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
