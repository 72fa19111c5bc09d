import "server-only";

import { recordSignIn, type SignInEntry } from "@/server/auth/sign-in-log";
import type { UserRow } from "@/server/auth/users";
import { env } from "@/server/env";

import { spendCode } from "./store";
import { clearCodeAttempts, reserveCodeAttempt, tooManyCodes } from "./throttle";

/** What authorize throws when the password is right and a code is still to come. */
export const SECOND_FACTOR_REQUIRED = "SecondFactorRequired";
export const WRONG_CODE = "That code is not right. Try again, or use a recovery code.";

type Attempt = Omit<SignInEntry, "outcome" | "user">;

/**
 * A code checked for a user: reserved against the limit first, then spent.
 * "throttled" carries the minutes to wait.
 */
export async function checkCode(
  userId: number,
  code: string,
): Promise<{ ok: true; kind: "totp" | "recovery" } | { ok: false; throttled?: number }> {
  const wait = await reserveCodeAttempt(userId);
  if (wait > 0) return { ok: false, throttled: wait };
  const kind = await spendCode(userId, code);
  if (!kind) return { ok: false };
  await clearCodeAttempts(userId);
  return { ok: true, kind };
}

/**
 * After the password was found right (server/auth/options.ts): a user with a
 * second factor must also give a current code or a recovery code. Without one
 * the sign-in is refused with SECOND_FACTOR_REQUIRED, and the sign-in page asks
 * for it and sends all three again. Wrong codes are limited per user
 * (./throttle.ts), whoever sends them. Returns which factor was used.
 */
export async function requireSecondFactor(
  user: Pick<UserRow, "id" | "email" | "role" | "twoFactorSince">,
  credentials: Record<string, unknown> | undefined,
  attempt: Attempt,
): Promise<"totp" | "recovery" | undefined> {
  if (!user.twoFactorSince) return undefined;
  const raw = credentials?.code;
  const code = typeof raw === "string" ? raw.trim() : "";
  if (!code) {
    await recordSignIn({ ...attempt, user, outcome: "second_factor_required" });
    throw new Error(SECOND_FACTOR_REQUIRED);
  }
  const checked = await checkCode(user.id, code.slice(0, 64));
  if (checked.ok) return checked.kind;
  if (checked.throttled) {
    await recordSignIn({ ...attempt, user, outcome: "second_factor_throttled" });
    throw new Error(tooManyCodes(checked.throttled));
  }
  await recordSignIn({ ...attempt, user, outcome: "second_factor_wrong" });
  throw new Error(WRONG_CODE);
}

/**
 * Single sign-on: the identity provider checked the person, not this console's
 * second factor. Unless OIDC_TRUST_MFA trusts the provider's own MFA, the session
 * of a user with a second factor starts "pending" and opens nothing until the
 * code is given (app/account/two-factor/verify).
 */
export function ssoNeedsCode(user: Pick<UserRow, "twoFactorSince"> | undefined): boolean {
  return !!user?.twoFactorSince && !env().OIDC_TRUST_MFA;
}
