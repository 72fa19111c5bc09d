import "server-only";

import type { PasswordChange } from "@/lib/users/schema";
import { HttpError } from "@/server/errors";

import type { CurrentUser } from "./current-user";
import { verifyPassword } from "./password";
import { revokeOtherSessions } from "./sessions";
import { checkPassword } from "./sign-in-gate";
import { attemptFailed, attemptSucceeded, reserveAttempt, waitInWords } from "./throttle";
import { findUserById, updateUser } from "./users";

/**
 * The only thing a temporary-password session may do. The current password is checked
 * like a sign-in, so a stolen cookie alone cannot take the account over; the user's
 * other sessions end.
 */
export async function changeOwnPassword(
  user: CurrentUser,
  input: PasswordChange,
  address: string,
): Promise<{ ok: true; otherSessionsEnded: number }> {
  const row = await findUserById(user.id);
  if (!row?.passwordHash)
    throw new HttpError(
      "validation_failed",
      "You sign in with single sign-on: the console keeps no password of yours to change.",
      { currentPassword: "no console password" },
    );
  // this session's own count: failures elsewhere (another address, a flood) never block it
  const reserved = await reserveAttempt({ email: row.email, address, sessionId: user.sessionId });
  if (!reserved.ok)
    throw new HttpError(
      "rate_limited",
      `Too many wrong passwords. Try again in ${waitInWords(reserved.waitSeconds)}.`,
      undefined,
      { "Retry-After": String(reserved.waitSeconds) },
    );
  const ok = await checkPassword(
    () => verifyPassword(row.passwordHash, input.currentPassword),
    true,
  );
  if (!ok) {
    await attemptFailed();
    throw new HttpError("validation_failed", "The current password is not right.", {
      currentPassword: "Not your current password",
    });
  }
  await attemptSucceeded(reserved);
  if (input.newPassword === input.currentPassword)
    throw new HttpError("validation_failed", "Choose a password other than the current one.", {
      newPassword: "Same as the current password",
    });
  await updateUser(user.id, { password: input.newPassword, keepSessions: true });
  const otherSessionsEnded = await revokeOtherSessions(user.id, user.sessionId);
  return { ok: true, otherSessionsEnded };
}
