import "server-only";

import QRCode from "qrcode";

import type { TwoFactorEnrolment } from "@/lib/two-factor/schema";
import { recordAudit } from "@/server/audit";
import type { CurrentUser } from "@/server/auth/current-user";
import { clearSecondFactorPending } from "@/server/auth/sessions";
import { recordSignIn } from "@/server/auth/sign-in-log";
import { findUserById } from "@/server/auth/users";
import { HttpError } from "@/server/errors";

import { requiredRoles } from "./policy";
import { checkCode } from "./sign-in";
import { beginEnrolment, confirmEnrolment, removeSecondFactor } from "./store";
import { tooManyCodes } from "./throttle";

/** What a replayed confirmation answers: the recovery codes were shown once. */
export const ALREADY_ENABLED =
  "Already turned on. The recovery codes were shown once: turn the second factor off and on again for new ones.";

const wrongCode = (message = "That code is not right.") =>
  new HttpError("validation_failed", message, { code: message });

export async function startEnrolment(user: CurrentUser): Promise<TwoFactorEnrolment> {
  const begun = await beginEnrolment(user);
  if (!begun)
    throw new HttpError("validation_failed", "Your second factor is on already.", {
      code: "already on",
    });
  // an SVG as a data: URL: the page's CSP allows data: images, and it stays sharp at any size
  const svg = await QRCode.toString(begun.uri, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
  });
  return { ...begun, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

export async function finishEnrolment(user: CurrentUser, code: string) {
  const codes = await confirmEnrolment(user.id, code);
  if (!codes)
    throw wrongCode("That code is not right: check the time on your phone and try again.");
  return { recoveryCodes: codes };
}

async function assertCode(user: CurrentUser, code: string, action: string) {
  const checked = await checkCode(user.id, code);
  if (checked.ok) return checked.kind;
  const error = checked.throttled
    ? new HttpError("rate_limited", tooManyCodes(checked.throttled), undefined, {
        "Retry-After": String(checked.throttled * 60),
      })
    : wrongCode();
  // wrong codes are audited too (the route wrapper audits the 429, not validation errors)
  if (!checked.throttled)
    await recordAudit({
      user,
      action,
      target: user.email,
      outcome: "error",
      error: { code: "wrong_code", message: error.message },
    });
  throw error;
}

/** A role that needs one keeps it. */
export async function disableOwn(user: CurrentUser, code: string) {
  const row = await findUserById(user.id);
  if (!row?.twoFactorSince) return { ok: true as const, wasOn: false };
  if ((await requiredRoles()).includes(user.role))
    throw new HttpError(
      "validation_failed",
      "Your role needs a second factor: an admin can reset it if you lost it.",
      { code: "required for your role" },
    );
  await assertCode(user, code, "account.two_factor_disable");
  await removeSecondFactor(user.id);
  return { ok: true as const, wasOn: true };
}

export async function verifySsoSession(user: CurrentUser, code: string, address: string) {
  if (user.secondFactorStep !== "verify") return { ok: true as const };
  const attempt = { email: user.email, user, address, method: "sso" as const };
  const checked = await checkCode(user.id, code);
  if (!checked.ok) {
    await recordSignIn({
      ...attempt,
      outcome: checked.throttled ? "second_factor_throttled" : "second_factor_wrong",
    });
    if (checked.throttled)
      throw new HttpError("rate_limited", tooManyCodes(checked.throttled), undefined, {
        "Retry-After": String(checked.throttled * 60),
      });
    throw wrongCode();
  }
  await clearSecondFactorPending(user.sessionId);
  await recordSignIn({ ...attempt, outcome: "ok", secondFactor: checked.kind });
  return { ok: true as const };
}
