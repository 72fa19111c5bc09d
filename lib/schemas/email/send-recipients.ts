import type { EmailRecipient } from "@messaging-console/contract/email/send";

import { isEmailAddress } from "./address";

/** Addresses as people paste them; every piece becomes a recipient or an `invalid` entry with why. */
export interface ParsedAddresses {
  valid: EmailRecipient[];
  invalid: { text: string; reason: string }[];
}

const NAMED = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/;

export function parseAddressList(text: string, existing: readonly string[] = []): ParsedAddresses {
  const seen = new Set(existing.map((e) => e.toLowerCase()));
  const out: ParsedAddresses = { valid: [], invalid: [] };
  for (const piece of splitPieces(text)) {
    const named = NAMED.exec(piece);
    const email = (named ? named[2] : piece)?.trim() ?? "";
    const name = named?.[1]?.trim() || undefined;
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

/** "a@x.com b@y.com" is two addresses, "Ann Smith <ann@x.com>" one. */
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

export function formatRecipient(r: EmailRecipient): string {
  return r.name ? `${r.name} <${r.email}>` : r.email;
}
