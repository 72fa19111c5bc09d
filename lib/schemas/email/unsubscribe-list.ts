import { MAX_UNSUBSCRIBE_EMAILS } from "@messaging-console/contract/limits";

import { isEmailAddress } from "./address";

export interface ParsedAddress {
  email: string;
  comment?: string;
}

export interface InvalidLine {
  line: number;
  text: string;
  reason: string;
}

export interface ParsedAddressList {
  entries: ParsedAddress[];
  invalid: InvalidLine[];
  duplicates: number;
  tooMany: boolean;
}

const MAX_COMMENT = 255;
const looksLikeAddress = (s: string) => /^\S+@\S+$/.test(s);

/** One per line with an optional comment after `,`/`;`/tab; a line of addresses only gives each. */
export function parseAddressList(text: string, commentForAll?: string): ParsedAddressList {
  const shared = commentForAll?.trim() || undefined;
  const entries: ParsedAddress[] = [];
  const invalid: InvalidLine[] = [];
  const seen = new Set<string>();
  let duplicates = 0;

  const add = (raw: string, comment: string | undefined, line: number, source: string) => {
    const email = raw.replace(/^.*<([^>]*)>.*$/, "$1").trim();
    if (!isEmailAddress(email))
      return invalid.push({ line, text: source, reason: `"${email}" is not an email address` });
    const note = comment?.trim() || shared;
    if (note && note.length > MAX_COMMENT)
      return invalid.push({
        line,
        text: source,
        reason: `the comment is longer than ${MAX_COMMENT} characters`,
      });
    const key = email.toLowerCase();
    if (seen.has(key)) return void duplicates++;
    seen.add(key);
    entries.push(note ? { email, comment: note } : { email });
  };

  text.split(/\r?\n/).forEach((rawLine, i) => {
    const line = rawLine.trim();
    if (!line) return;
    const tokens = line.split(/[,;\s]+/).filter(Boolean);
    if (tokens.length > 1 && tokens.every(looksLikeAddress) && !line.includes("<")) {
      for (const t of tokens) add(t, undefined, i + 1, line);
      return;
    }
    const cut = line.search(/[,;\t]/);
    if (cut === -1) add(line, undefined, i + 1, line);
    else add(line.slice(0, cut), line.slice(cut + 1), i + 1, line);
  });

  return { entries, invalid, duplicates, tooMany: entries.length > MAX_UNSUBSCRIBE_EMAILS };
}

/** A line of several addresses keeps its valid ones; other lines are kept as typed. */
export function withoutInvalidLines(text: string, commentForAll?: string): string {
  const bad = new Set(parseAddressList(text, commentForAll).invalid.map((l) => l.line));
  return text
    .split(/\r?\n/)
    .flatMap((line, i) => {
      if (!bad.has(i + 1)) return [line];
      const kept = line
        .trim()
        .split(/[,;\s]+/)
        .filter((t) => t && parseAddressList(t, commentForAll).invalid.length === 0);
      // only a list of addresses keeps some: a line "address, comment" was one entry
      const list = line
        .trim()
        .split(/[,;\s]+/)
        .filter(Boolean);
      return list.length > 1 && list.every(looksLikeAddress) && kept.length
        ? [kept.join(", ")]
        : [];
    })
    .join("\n");
}
