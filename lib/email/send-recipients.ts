import type { EmailRecipient } from "@/lib/schemas/email/send";

import { isEmailAddress } from "./address";

/**
 * Address lists as people type and paste them: `ann@x.com, Bob <bob@y.com>`,
 * one per line, separated by commas, semicolons or spaces. Each piece becomes a
 * recipient or an entry of `invalid` with the reason, nothing is dropped silently.
 */
export interface ParsedAddresses {
  valid: EmailRecipient[];
  invalid: { text: string; reason: string }[];
}

/** `Name <address>` (the name optionally quoted) or a bare address. */
const NAMED = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/;

export function parseAddressList(text: string, existing: readonly string[] = []): ParsedAddresses {
  const seen = new Set(existing.map((e) => e.toLowerCase()));
  const out: ParsedAddresses = { valid: [], invalid: [] };
  for (const piece of splitPieces(text)) {
    const named = NAMED.exec(piece);
    const email = (named ? named[2] : piece)?.trim() ?? "";
    const name = named?.[1]?.trim() || undefined;
    // the check of the API's schema (`emailAddressSchema`), without zod in the page
    if (!isEmailAddress(email)) {
      out.invalid.push({ text: piece, reason: "not an email address" });
      continue;
    }
    const key = email.toLowerCase();
    if (seen.has(key)) continue; // already in the list: adding it twice would send twice
    seen.add(key);
    out.valid.push(name ? { name, email } : { email });
  }
  return out;
}

/**
 * Splits on commas, semicolons and new lines (not inside quotes or `<…>`), then
 * splits a chunk without `<…>` on blanks too: "a@x.com b@y.com" is two addresses,
 * "Ann Smith <ann@x.com>" one.
 */
function splitPieces(text: string): string[] {
  const chunks: string[] = [];
  let current = "";
  let quoted = false;
  let angled = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === "<") angled = true;
    else if (ch === ">") angled = false;
    if (/[,;\n\r]/.test(ch) && !quoted && !angled) {
      chunks.push(current);
      current = "";
    } else current += ch;
  }
  chunks.push(current);
  return chunks.flatMap((c) => (c.includes("<") ? [c.trim()] : c.split(/\s+/))).filter(Boolean);
}

/** `Name <email>` or the address alone. */
export function formatRecipient(r: EmailRecipient): string {
  return r.name ? `${r.name} <${r.email}>` : r.email;
}
