import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import type { Device } from "./device-cookie";

/**
 * next-auth's callbacks are not told which request they serve; the auth route
 * handler runs them inside this context so sign-in checks and the audit know the
 * client's address (server/http/client-address.ts) and device cookie, and the
 * handler learns who signed in (to give the browser its device cookie).
 */
interface SignInContext {
  address: string;
  device: Device | null;
  signedIn?: string;
}
const context = new AsyncLocalStorage<SignInContext>();

export function withSignInContext<T>(
  ctx: Omit<SignInContext, "signedIn">,
  run: (ctx: SignInContext) => T,
): T {
  const store: SignInContext = { ...ctx };
  return context.run(store, () => run(store));
}

export function signInAddress(): string {
  return context.getStore()?.address ?? "unknown";
}

export function signInDevice(): Device | null {
  return context.getStore()?.device ?? null;
}

/** authorize() says whose password was right: the handler then sets the device cookie. */
export function noteSignedIn(email: string): void {
  const store = context.getStore();
  if (store) store.signedIn = email;
}
