import "server-only";

import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { headers } from "next/headers";
import type { ReactNode } from "react";

import type { ApiRead } from "@/lib/queries/api-read";

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

/** Past this the page is sent without its data; the browser's own read shares the call. */
export const PREFETCH_WAIT_MS = 400;

export interface RoutePrefetch extends ApiRead<unknown> {
  /** called in-process with the page's own cookies */
  handler: RouteHandler;
  params?: Record<string, string>;
  firstPage?: boolean;
  then?: (data: unknown) => RoutePrefetch[];
}

/**
 * Calls each route in-process exactly as the browser would (session, permission,
 * validation); what answers in time goes to the query cache. Failures are left out.
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

/** Waits, bounded: a Suspense boundary streaming it later is revealed no earlier than hydration. */
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
