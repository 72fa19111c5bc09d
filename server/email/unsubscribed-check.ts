import "server-only";

import {
  RECIPIENT_UNSUBSCRIBE_SCAN,
  unsubscribedHowWords,
  type UnsubscribedRecipient,
} from "@/lib/email/unsubscribe-lookup";
import { normaliseAddress } from "@/lib/schemas/email/address";
import { env } from "@/server/env";
import { HttpError } from "@/server/errors";
import { upstream } from "@/server/upstream";

/**
 * The upstream delivers to unsubscribed addresses, so the console is the only guard: each
 * must be named in `confirm_unsubscribed`, and complainers are refused with EMAIL_REFUSE_COMPLAINED.
 */
export async function assertUnsubscribedConfirmed(
  recipients: string[],
  confirmed: string[] = [],
): Promise<UnsubscribedRecipient[]> {
  const listed = await unsubscribedAmong(recipients);
  if (!listed.length) return [];
  const words = (list: UnsubscribedRecipient[]) =>
    list.map((u) => `${u.email} (${unsubscribedHowWords(u.how)})`).join(", ");
  const complained = listed.filter((u) => u.how === "spam_complaint");
  if (env().EMAIL_REFUSE_COMPLAINED && complained.length) {
    const message = `${words(complained)} marked this account's email as spam, and this console refuses to email such addresses (EMAIL_REFUSE_COMPLAINED). Remove ${complained.length === 1 ? "it" : "them"} from the recipients.`;
    throw new HttpError("validation_failed", message, { "email.to": message });
  }
  const yes = new Set(confirmed.map(normaliseAddress));
  const missing = listed.filter((u) => !yes.has(u.email));
  if (missing.length) {
    const message = `${words(missing)} ${missing.length === 1 ? "is" : "are"} on the unsubscribe list. The Messaging API would deliver anyway: confirm sending to ${missing.length === 1 ? "it" : "each of them"} (confirm_unsubscribed) or remove ${missing.length === 1 ? "it" : "them"}.`;
    throw new HttpError("validation_failed", message, { confirm_unsubscribed: message });
  }
  return listed;
}

/** One search each: the list can be long. */
async function unsubscribedAmong(recipients: string[]): Promise<UnsubscribedRecipient[]> {
  const up = upstream().smtp;
  const unique = [...new Set(recipients.map(normaliseAddress))];
  const answers = await Promise.all(unique.map((e) => up.isUnsubscribed(e)));
  const listed = unique.filter((_, i) => answers[i]?.unsubscribed);
  if (!listed.length) return [];
  const newest = await up.listUnsubscribes({ limit: RECIPIENT_UNSUBSCRIBE_SCAN, offset: 0 });
  const how = new Map(newest.items.map((u) => [normaliseAddress(u.email), u.how]));
  return listed.map((email) => ({ email, how: how.get(email) ?? "unknown" }));
}
