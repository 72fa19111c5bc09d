import { normaliseAddress } from "@/lib/schemas/email/address";
import type { Unsubscribe } from "@/lib/schemas/resources";

/**
 * The API answers only "unsubscribed or not", so when and how come from the newest
 * unsubscribes. Apart from recipient.ts so the unsubscribes page skips the SMTP tables.
 */

export const RECIPIENT_UNSUBSCRIBE_SCAN = 500;

export function findUnsubscribe(email: string, list: readonly Unsubscribe[]): Unsubscribe | null {
  const address = normaliseAddress(email);
  return list.find((u) => normaliseAddress(u.email) === address) ?? null;
}

/** "unknown" beyond the newest scanned */
export interface UnsubscribedRecipient {
  email: string;
  how: Unsubscribe["how"];
}

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
