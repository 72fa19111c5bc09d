/**
 * The header's address lookup, without zod in every page's first load: the same
 * pattern as zod 4's `z.email()` (lib/schemas/email/send.ts `emailAddressSchema`,
 * which the recipient page checks again on the server) and its 254-character limit.
 * `lib/email/address.test.ts` checks that the two agree.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/** The recipient page's path for an address (always encoded: `+`, `/`, `%` and `#` are legal in one). */
export const recipientHref = (email: string) =>
  `/email/recipients/${encodeURIComponent(email.trim())}`;

/** The address as the console compares it: trimmed and lower-cased. */
export const normaliseAddress = (email: string) => email.trim().toLowerCase();
