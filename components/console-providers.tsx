"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import * as React from "react";

import { toastsRaised } from "@/lib/toast";

// The toasts' viewport (sonner's UI) loads with the first toast, not with the page;
// sonner shows a late Toaster the toasts raised before it was there.
const Toaster = dynamic(() => import("@/components/ui/toaster").then((m) => m.Toaster), {
  ssr: false,
});

/** A client error (4xx) will not change on retry; anything else may be transient. */
function isClientError(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error)) return false;
  const status = error.status;
  return typeof status === "number" && status >= 400 && status < 500;
}

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      // A write is never retried blindly (ARCHITECTURE.md): the user retries with the same key.
      mutations: { retry: false },
    },
  });
}

/**
 * The console's providers, mounted by app/(console)/layout.tsx: the query cache
 * and the toasts (a tooltip brings its own provider: components/ui/tooltip.tsx).
 * Pages outside the console (sign-in, choosing a password) have none of these and
 * do not load them.
 */
export function ConsoleProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(makeQueryClient);
  const toasts = React.useSyncExternalStore(
    toastsRaised.subscribe,
    toastsRaised.get,
    toastsRaised.getServer,
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toasts && <Toaster />}
    </QueryClientProvider>
  );
}
