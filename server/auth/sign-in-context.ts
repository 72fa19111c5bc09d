import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import type { Device } from "./device-cookie";

/**
 * next-auth's callbacks are not told which request they serve: the auth route runs them
 * in this context, for the client's address and device and to learn who signed in.
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

export function noteSignedIn(email: string): void {
  const store = context.getStore();
  if (store) store.signedIn = email;
}
