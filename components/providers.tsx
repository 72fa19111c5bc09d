"use client";

import { ThemeProvider } from "next-themes";
import type * as React from "react";

/**
 * What every page needs, the sign-in page included: the theme only. The
 * console's own providers (query cache, tooltips, toasts) are mounted by its
 * layout (components/console-providers.tsx), so pages outside the console do
 * not download them.
 */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      {children}
    </ThemeProvider>
  );
}
