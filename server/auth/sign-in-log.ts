import "server-only";

import { signInAuditActions } from "@/lib/api-routes";
import { AUDIT_SAMPLE_MAX } from "@/lib/audit/details";
import { recordAudit } from "@/server/audit";

import type { UserRow } from "./users";

export type SignInOutcome =
  | "ok"
  | "wrong_credentials"
  | "throttled"
  | "busy"
  | "not_allowed"
  | "expired"
  | "signed_out"
  | "second_factor_required"
  | "second_factor_wrong"
  | "second_factor_throttled";

const MESSAGES: Record<Exclude<SignInOutcome, "ok" | "signed_out">, string> = {
  wrong_credentials: "Wrong email or password.",
  throttled: "Too many failed attempts for this account or address.",
  busy: "Too many sign-ins at once.",
  not_allowed: "No active console user with this email.",
  expired: "The temporary password has expired.",
  second_factor_required: "Password right; the second factor's code was asked for.",
  second_factor_wrong: "Wrong second-factor code.",
  second_factor_throttled: "Too many wrong second-factor codes for this account.",
};

/** Floods: the first refusal, then the minute's rest counted into one entry, so the log cannot be flooded. */
const BUSY_WINDOW_MS = 60_000;
let busyWindow: { refused: number; addresses: Set<string>; first: Entry } | null = null;

export type SignInEntry = Entry;
type Entry = {
  email: string;
  user?: Pick<UserRow, "id" | "email" | "role"> | null;
  address: string;
  method: "password" | "sso";
  outcome: SignInOutcome;
  secondFactor?: "totp" | "recovery";
};

/** The email is cut to 254 characters; the password never appears. */
export async function recordSignIn(entry: Entry): Promise<void> {
  if (entry.outcome === "busy") {
    if (busyWindow) {
      busyWindow.refused++;
      if (busyWindow.addresses.size < AUDIT_SAMPLE_MAX) busyWindow.addresses.add(entry.address);
      return;
    }
    const window = { refused: 0, addresses: new Set<string>(), first: entry };
    busyWindow = window;
    setTimeout(() => {
      busyWindow = null;
      if (window.refused > 0)
        void write({ ...window.first, address: [...window.addresses].join(", ") }, window.refused);
    }, BUSY_WINDOW_MS).unref();
    return write(entry, 1);
  }
  return write(entry);
}

async function write(entry: Entry, refused?: number): Promise<void> {
  const email = (entry.user?.email ?? entry.email).slice(0, 254);
  const outcome = entry.outcome;
  const line = `[auth] ${outcome === "signed_out" ? "sign-out" : "sign-in"} ${outcome} ${JSON.stringify(email)} from ${entry.address} (${entry.method})${refused ? ` ×${refused}` : ""}`;
  if (outcome === "ok" || outcome === "signed_out") console.log(line);
  else console.warn(line);
  await recordAudit({
    user: { id: entry.user?.id ?? null, email, role: entry.user?.role ?? "none" },
    action: outcome === "signed_out" ? signInAuditActions.signOut : signInAuditActions.signIn,
    target: email,
    outcome: outcome === "ok" || outcome === "signed_out" ? "ok" : "error",
    error:
      outcome === "ok" || outcome === "signed_out"
        ? undefined
        : { code: outcome, message: MESSAGES[outcome] },
    details: {
      kind: "sign_in",
      address: entry.address,
      method: entry.method,
      refused,
      ...(entry.secondFactor ? { secondFactor: entry.secondFactor } : {}),
    },
  }).catch((err: unknown) => console.error("[auth] audit of a sign-in failed:", err));
}
