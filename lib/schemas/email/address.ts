/** zod 4's `z.email()` pattern without zod in every first load; address.test.ts checks they agree. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

/** Always encoded: `+`, `/`, `%` and `#` are legal in an address. */
export const recipientHref = (email: string) =>
  `/email/recipients/${encodeURIComponent(email.trim())}`;

export const normaliseAddress = (email: string) => email.trim().toLowerCase();
