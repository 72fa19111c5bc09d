import type { QueryKey } from "@tanstack/react-query";

import { apiRequest, setQuery, type RequestOptions } from "./api-client";

/**
 * One GET of the console API as the browser's query cache holds it: the query
 * key, the path (with its query) asked for, and what the cache keeps of the
 * reply when that is not the reply itself. The query options fetch it
 * (`readQuery`); a page's server prefetch (server/http/prefetch.tsx) calls the
 * same path in-process and keeps the same data under the same key, so the
 * browser finds it there and does not ask again. Declared once, they cannot drift.
 */
export interface ApiRead<T> {
  queryKey: QueryKey;
  path: string;
  select?: (reply: unknown) => T;
}

/** A read whose reply, a `Reply`, is kept as it is, or as `select` makes it. */
export function apiRead<Reply>(queryKey: QueryKey, path: string): ApiRead<Reply>;
export function apiRead<Reply, T>(
  queryKey: QueryKey,
  path: string,
  select: (reply: Reply) => T,
): ApiRead<T>;
export function apiRead<Reply, T>(
  queryKey: QueryKey,
  path: string,
  select?: (reply: Reply) => T,
): ApiRead<T> {
  return { queryKey, path, select: select as ((reply: unknown) => T) | undefined };
}

/** `path` with `query` as apiRequest sends it (empty values left out). */
export function withQuery(path: string, query: RequestOptions["query"]): string {
  const url = setQuery(new URL(path, "http://console.internal"), query);
  return url.pathname + url.search;
}

export async function fetchRead<T>(read: ApiRead<T>, signal?: AbortSignal): Promise<T> {
  const reply = await apiRequest<unknown>(read.path, { signal });
  return read.select ? read.select(reply) : (reply as T);
}

/** The query options' key and fetch of a read (spread into `queryOptions`). */
export const readQuery = <T>(read: ApiRead<T>) => ({
  queryKey: read.queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchRead(read, signal),
});
