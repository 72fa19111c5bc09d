import type { Unsubscribe } from "@/lib/schemas/resources";

import { normaliseAddress } from "./address";

/**
 * When and how one address unsubscribed, for its recipient page: the Messaging API
 * answers only "unsubscribed or not", so the entry is looked for among the newest
 * unsubscribes (one call). Kept apart from lib/email/recipient.ts, which brings the
 * SMTP code tables, so the unsubscribes page's queries do not load them.
 */

/** The newest unsubscribes read to find when and how an address unsubscribed (one call). */
export const RECIPIENT_UNSUBSCRIBE_SCAN = 500;

/** The address's entry among the newest unsubscribes, if it is there. */
export function findUnsubscribe(email: string, list: readonly Unsubscribe[]): Unsubscribe | null {
  const address = normaliseAddress(email);
  return list.find((u) => normaliseAddress(u.email) === address) ?? null;
}

/** A recipient on the unsubscribe list, and how they got there ("unknown" beyond the newest scanned). */
export interface UnsubscribedRecipient {
  email: string;
  how: Unsubscribe["how"];
}

/** How an address unsubscribed, in words for a sentence (the send form, the server's refusal, the audit). */
export function unsubscribedHowWords(how: Unsubscribe["how"]): string {
  switch (how) {
    case "spam_complaint":
      return "spam complaint";
    case "link":
      return "unsubscribe link";
    case "user":
      return "added manually";
    case "unknown":
      return "reason not known";
  }
}
