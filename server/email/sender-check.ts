import "server-only";

import { senderUsable } from "@/lib/email/senders";
import { env } from "@/server/env";
import { HttpError } from "@/server/errors";
import { upstream } from "@/server/upstream";

const LISTED = 20;

/** Otherwise anyone who may send could send as any address the upstream happens to accept. */
export async function assertAllowedSender(from: string): Promise<void> {
  if (env().EMAIL_ALLOW_ANY_FROM) return;
  const { items } = await upstream().smtp.listSenders();
  const wanted = from.toLowerCase();
  const usable = items.filter(senderUsable).map((s) => s.email);
  if (usable.some((e) => e.toLowerCase() === wanted)) return;
  const known = items.find((s) => s.email.toLowerCase() === wanted);
  const allowed =
    usable.length === 0
      ? "This account has no sender address that can send yet."
      : `Send from one of: ${usable.slice(0, LISTED).join(", ")}${usable.length > LISTED ? ` and ${usable.length - LISTED} more` : ""}.`;
  const problem = known
    ? `${known.email} cannot send yet (${known.status ?? "not active"}).`
    : `${from} is not one of this account's sender addresses.`;
  throw new HttpError("validation_failed", `${problem} ${allowed}`, {
    "email.from.email": `${problem} ${allowed}`,
  });
}
