"use client";

import dynamic from "next/dynamic";

import type { ErrorBoundaryProps } from "@/components/layout/error-boundary-props";

// The page an error shows is loaded only when an error happens: every page has
// this boundary, so its buttons and icons would otherwise be in every page's
// first load. While it loads (or if it cannot), the words alone.
const PageError = dynamic(() => import("@/components/layout/page-error").then((m) => m.PageError), {
  loading: () => (
    <main
      id="main-content"
      className="mx-auto flex min-h-[60dvh] max-w-xl flex-col justify-center gap-4 px-6"
    >
      <h1 className="sr-only">Something went wrong</h1>
      <p role="alert" className="text-center">
        This page could not be shown. Please try again; if it keeps happening, contact support.
      </p>
    </main>
  ),
});

export default function ErrorPage(props: ErrorBoundaryProps) {
  return <PageError {...props} />;
}
