import "server-only";

import { recordSignIn, type SignInEntry } from "@/server/auth/sign-in-log";
import type { UserRow } from "@/server/auth/users";
import { env } from "@/server/env";

import { spendCode } from "./store";
import { clearCodeAttempts, reserveCodeAttempt, tooManyCodes } from "./throttle";

export const SECOND_FACTOR_REQUIRED = "SecondFactorRequired";
export const WRONG_CODE = "That code is not right. Try again, or use a recovery code.";

type Attempt = Omit<SignInEntry, "outcome" | "user">;

/** Reserved against the limit first, then spent. */
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

/** Without a code the sign-in is refused with SECOND_FACTOR_REQUIRED; the page asks and resends. */
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

/** The provider checked the person, not this console's factor: the session waits for the code. */
export function ssoNeedsCode(user: Pick<UserRow, "twoFactorSince"> | undefined): boolean {
  return !!user?.twoFactorSince && !env().OIDC_TRUST_MFA;
}
