import "server-only";

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { authSecret } from "./secret";

/**
 * OWASP's device cookies: a browser that signed in to an account gets a signed cookie
 * naming it, whose sign-ins get their own lane and failure count, so a flood or a guesser
 * elsewhere cannot lock its owner out.
 */
export const DEVICE_COOKIE = "console-device";
const MAX_AGE_S = 90 * 24 * 3600;

export interface Device {
  email: string;
  /** the throttle's key for failures made from it */
  id: string;
}

const key = () => createHmac("sha256", authSecret()).update("device-cookie").digest();
const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function deviceCookieValue(email: string, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({
      e: email.trim().toLowerCase(),
      n: randomBytes(12).toString("base64url"),
      t: Math.floor(now / 1000),
    }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export function verifyDevice(value: string | undefined, now = Date.now()): Device | null {
  if (!value || value.length > 512) return null;
  const [payload = "", signature = ""] = value.split(".");
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { e, n, t } = JSON.parse(Buffer.from(payload, "base64url").toString()) as {
      e?: unknown;
      n?: unknown;
      t?: unknown;
    };
    if (typeof e !== "string" || typeof n !== "string" || typeof t !== "number") return null;
    if (now / 1000 - t > MAX_AGE_S) return null;
    return { email: e, id: n };
  } catch {
    return null;
  }
}

export function deviceFromCookieHeader(header: string | undefined | null): Device | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === DEVICE_COOKIE)
      return verifyDevice(part.slice(at + 1).trim());
  }
  return null;
}

export function deviceSetCookie(email: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${deviceCookieValue(email)}; Path=/api/auth; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
