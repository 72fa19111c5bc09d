import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * next-auth's callbacks are not told which request they serve; the auth route
 * handler runs them inside this context so sign-in checks and the audit know the
 * client's address (server/http/client-address.ts).
 */
const context = new AsyncLocalStorage<{ address: string }>();

export function withSignInAddress<T>(address: string, run: () => T): T {
  return context.run({ address }, run);
}

export function signInAddress(): string {
  return context.getStore()?.address ?? "unknown";
}
