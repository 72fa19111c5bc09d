import "server-only";

import { decode } from "next-auth/jwt";

import type { Role } from "@/lib/permissions";
import { mustEnrol } from "@/server/auth/two-factor/policy";
import { BYTE_BUDGETS, byteBoundedCache } from "@/server/memory/byte-budgets";

import { authSecret } from "./secret";
import { liveSession } from "./sessions";
import { findSessionUser } from "./users";

export interface CurrentUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** permissions an admin granted beyond the role's (lib/permissions.ts GRANTABLE_PERMISSIONS) */
  grants: readonly string[];
  /** only changing it is allowed (server/auth/password-change.ts) */
  mustChangePassword: boolean;
  /** "enrol": the role needs a second factor the user lacks; "verify": SSO awaiting the code. */
  secondFactorStep: "enrol" | "verify" | null;
  /** server-only, never sent to the browser */
  sessionId: string;
}

/** however active the session */
export const ABSOLUTE_SESSION_MS = 8 * 3600_000;

export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";

/** A malformed value (`%E0%A4%A`) is no cookie: no session, never a 500. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

async function sessionToken(request?: Request): Promise<string | undefined> {
  if (request) {
    const header = request.headers.get("cookie");
    return readCookie(header, SECURE_SESSION_COOKIE) ?? readCookie(header, SESSION_COOKIE);
  }
  const { cookies } = await import("next/headers");
  const jar = await cookies();
  return jar.get(SECURE_SESSION_COOKIE)?.value ?? jar.get(SESSION_COOKIE)?.value;
}

export interface SessionClaims {
  uid: number;
  sid: string;
  signedInAt: number;
  /** seconds since the epoch (as in the JWT) */
  exp: number;
}

/**
 * Decrypting a token (HKDF + JWE) on every request is costly and a browser sends the
 * same one each time: decrypted tokens are kept (bounded), expiry rechecked on each use.
 */
const DECODED_MAX = 1000;
const CLOCK_TOLERANCE_S = 15; // next-auth's decode uses the same
const decoded = byteBoundedCache<string, SessionClaims>({
  max: DECODED_MAX,
  maxBytes: BYTE_BUDGETS.decodedTokens,
});

async function decodeSession(raw: string): Promise<SessionClaims | null> {
  const now = Date.now() / 1000;
  const hit = decoded.get(raw);
  if (hit) {
    if (hit.exp + CLOCK_TOLERANCE_S > now) return hit;
    decoded.delete(raw);
    return null;
  }
  const token = await decode({ token: raw, secret: authSecret() }).catch(() => null);
  const claims = {
    uid: Number(token?.uid),
    sid: typeof token?.sid === "string" ? token.sid : "",
    signedInAt: Number(token?.signedInAt),
    exp: Number(token?.exp),
  };
  if (
    !token ||
    !Number.isInteger(claims.uid) ||
    // a token from before server-side sessions names none: it is not a session
    !claims.sid ||
    !Number.isFinite(claims.signedInAt) ||
    !Number.isFinite(claims.exp)
  )
    return null;
  decoded.set(raw, claims);
  return claims;
}

/**
 * Checked against the console's users on every request: disabled, reset, revoked or
 * expired gives null, and a changed role applies at once.
 */
export async function getCurrentUser(request?: Request): Promise<CurrentUser | null> {
  const raw = await sessionToken(request);
  if (!raw) return null;
  const claims = await decodeSession(raw);
  return claims ? userForSession(claims) : null;
}

export async function userForSession(
  claims: Pick<SessionClaims, "uid" | "sid" | "signedInAt">,
): Promise<CurrentUser | null> {
  const { uid: id, sid, signedInAt } = claims;
  if (!sid || !Number.isFinite(signedInAt)) return null;
  if (Date.now() - signedInAt > ABSOLUTE_SESSION_MS) return null;
  const [session, user] = await Promise.all([liveSession(sid), findSessionUser(id)]);
  if (!session || session.userId !== id) return null;
  if (!user || !user.active) return null;
  if (signedInAt < user.sessionsValidAfter.getTime() - 1000) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    grants: user.grants,
    mustChangePassword: user.passwordTemporaryUntil !== null,
    secondFactorStep: session.secondFactorPending
      ? "verify"
      : (await mustEnrol(user))
        ? "enrol"
        : null,
    sessionId: sid,
  };
}
