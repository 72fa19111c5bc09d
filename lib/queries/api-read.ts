import type { QueryKey } from "@tanstack/react-query";

import { apiRequest, setQuery, type RequestOptions } from "./api-client";

/**
 * One GET as the query cache holds it: key, path and what is kept. The server prefetch calls
 * the same path and fills the same key, so the browser does not ask again; declared once.
 */
export interface ApiRead<T> {
  queryKey: QueryKey;
  path: string;
  select?: (reply: unknown) => T;
}

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

export function withQuery(path: string, query: RequestOptions["query"]): string {
  const url = setQuery(new URL(path, "http://console.internal"), query);
  return url.pathname + url.search;
}

export async function fetchRead<T>(read: ApiRead<T>, signal?: AbortSignal): Promise<T> {
  const reply = await apiRequest<unknown>(read.path, { signal });
  return read.select ? read.select(reply) : (reply as T);
}

export const readQuery = <T>(read: ApiRead<T>) => ({
  queryKey: read.queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchRead(read, signal),
});
