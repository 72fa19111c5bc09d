import "server-only";

import { decode } from "next-auth/jwt";

import type { Role } from "@/lib/permissions";

import { authSecret } from "./secret";
import { findUserById } from "./users";

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** 8 hours from sign-in, however active the session. */
export const ABSOLUTE_SESSION_MS = 8 * 3600_000;

export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return undefined;
}

/** The session token from a request's cookies (or from next/headers when none is given). */
async function sessionToken(request?: Request): Promise<string | undefined> {
  if (request) {
    const header = request.headers.get("cookie");
    return readCookie(header, SECURE_SESSION_COOKIE) ?? readCookie(header, SESSION_COOKIE);
  }
  const { cookies } = await import("next/headers");
  const jar = await cookies();
  return jar.get(SECURE_SESSION_COOKIE)?.value ?? jar.get(SESSION_COOKIE)?.value;
}

/**
 * The signed-in user, re-read from the console database on every request: a
 * deleted or disabled user, a password reset, or a session past its absolute
 * limit gives null, and a changed role applies at once.
 */
export async function getCurrentUser(request?: Request): Promise<CurrentUser | null> {
  const raw = await sessionToken(request);
  if (!raw) return null;
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  const id = Number(token?.uid);
  const signedInAt = Number(token?.signedInAt);
  if (!token || !Number.isInteger(id) || !Number.isFinite(signedInAt)) return null;
  if (Date.now() - signedInAt > ABSOLUTE_SESSION_MS) return null;
  const user = await findUserById(id);
  if (!user || !user.active) return null;
  if (signedInAt < user.sessionsValidAfter.getTime() - 1000) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}
