import "server-only";

import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import type { ApiRead } from "@/lib/queries/api-read";

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

/**
 * How long a page waits for its data before it is sent without it. Within this,
 * the page arrives with its content in (no skeleton, no second round trip after
 * the scripts have run); past it, the page is sent at once and the browser asks
 * as it always did — the upstream call already under way is shared, so nothing
 * is asked twice.
 */
export const PREFETCH_WAIT_MS = 400;

/**
 * The browser's read of this data as lib/queries declares it (its query key, the
 * path and query it asks for, what it keeps of the reply), and the route to call.
 */
export interface RoutePrefetch extends ApiRead<unknown> {
  /** the console API route's GET (for `path`), called in-process with the page's own cookies */
  handler: RouteHandler;
  params?: Record<string, string>;
  /** an infinite query: the reply is its first page (page param 0) */
  firstPage?: boolean;
  /** reads that need this one's answer (e.g. one per listed item), asked within the same wait */
  then?: (data: unknown) => RoutePrefetch[];
}

/**
 * Server-side head start for a page's first queries: each console API route
 * is called in-process exactly as the browser would call it — the same session,
 * permission check, validation and error mapping — and what answers in time goes
 * to the browser's query cache with the page (`<HydrationBoundary>`). A failed or
 * slow read is left out; the browser then asks, and shows its error as usual.
 */
export async function prefetchRoutes(
  prefetches: RoutePrefetch[],
  { cookie, waitMs = PREFETCH_WAIT_MS }: { cookie: string; waitMs?: number },
): Promise<QueryClient> {
  const client = new QueryClient();
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<void>((done) => (timer = setTimeout(done, waitMs)));
  const run = (list: RoutePrefetch[]): Promise<unknown> =>
    Promise.allSettled(
      list.map(async (p) => {
        const res = await p.handler(
          new Request(new URL(p.path, "http://console.internal"), {
            headers: { cookie, accept: "application/json" },
          }),
          { params: Promise.resolve(p.params ?? {}) },
        );
        if (!res.ok) return;
        const reply: unknown = await res.json();
        const data = p.select ? p.select(reply) : reply;
        client.setQueryData(p.queryKey, p.firstPage ? { pages: [data], pageParams: [0] } : data);
        if (p.then) await run(p.then(data));
      }),
    );
  await Promise.race([timeUp, run(prefetches)]);
  clearTimeout(timer);
  return client;
}

/**
 * `children` (client components reading the prefetched queries) with their data
 * in the page as sent. The page waits for it, at most {@link PREFETCH_WAIT_MS}: a
 * Suspense boundary that streamed the data in later would be revealed in the
 * browser only around hydration time (measured: no earlier than the browser's own
 * request), so the wait is short and bounded instead.
 */
export async function Prefetched({
  prefetches,
  children,
}: {
  prefetches: RoutePrefetch[];
  children: ReactNode;
}) {
  const cookie = (await headers()).get("cookie") ?? "";
  const client = await prefetchRoutes(prefetches, { cookie });
  return <HydrationBoundary state={dehydrate(client)}>{children}</HydrationBoundary>;
}
