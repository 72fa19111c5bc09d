import "server-only";

import type { IncomingMessage, ServerResponse } from "node:http";

import { deviceFromCookieHeader } from "@/server/auth/device-cookie";
import {
  admitKnownDevice,
  admitSignIn,
  SIGN_IN_PATH,
  tooManySignInsMessage,
} from "@/server/auth/sign-in-gate";

import { whenBodyArrived } from "./body-guard";

/**
 * For the HTTP server's hook (server/http/client-address.ts), before Next: a
 * password sign-in waits for its body, then is admitted in its lane and handed on
 * (`pass`), or answered 429 here. The body is what next-auth's `signIn()` reads (a
 * URL with `error`), plus the console's error envelope for other clients. True
 * when it took the request.
 */
export function signInFrontDoor(
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
  pass: () => void,
  publicOrigin: string | undefined,
  onRefused: (address: string) => void,
): boolean {
  if (req.method !== "POST" || req.url?.split("?")[0] !== SIGN_IN_PATH) return false;
  const device = deviceFromCookieHeader(req.headers.cookie);
  const answer429 = (retryAfter: number) => {
    if (res.headersSent || res.destroyed) return;
    const message = tooManySignInsMessage(retryAfter);
    const url = new URL("/login", publicOrigin ?? "http://localhost");
    url.searchParams.set("error", message);
    const body = JSON.stringify({
      url: publicOrigin ? url.toString() : `${url.pathname}${url.search}`,
      error: { code: "rate_limited", message, retryAfter },
    });
    res.writeHead(429, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      "Retry-After": String(retryAfter),
      "Cache-Control": "no-store",
    });
    res.end(body);
    onRefused(address);
  };
  whenBodyArrived(req, () => {
    if (res.destroyed || res.headersSent) return;
    if (device) {
      const release = admitKnownDevice(device.id);
      if (!release) return answer429(1);
      res.once("close", release);
      return pass();
    }
    const end = admitSignIn(address, pass, answer429);
    res.once("close", end);
  });
  return true;
}
