import Papa from "papaparse";

import type { NormalisedPhones } from "@/lib/phone/numbers";
import { isEmailAddress } from "@/lib/schemas/email/address";

const HEADER_NAME = /e-?mail|address|recipient|адрес|почт/i;
const looksLikeAddress = (cell: string) => /\S@\S/.test(cell);

/**
 * The addresses of a CSV file (an export of this console or any list with an
 * address column), in the import's shape: unique addresses in file order, and
 * every other non-blank row accounted for as invalid or duplicate with its line.
 * The column is the one a header names as an address, else the one whose cells
 * most often hold an `@`. Lines are the file's rows, 1-based, header included.
 */
export function readAddressCsv(text: string): NormalisedPhones {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: false });
  const rows = parsed.data.map((r) => (Array.isArray(r) ? r.map((c) => String(c ?? "")) : []));
  // a `#` note (this console's exports start with one) comes before any header
  let top = 0;
  while (top < rows.length && skipped(rows[top]!)) top++;
  const first = rows[top] ?? [];
  const hasHeader = !first.some(looksLikeAddress) && first.some((c) => HEADER_NAME.test(c));
  const start = hasHeader ? top + 1 : top;
  let column = hasHeader ? first.findIndex((c) => HEADER_NAME.test(c)) : -1;
  if (column < 0) column = likeliestColumn(rows.slice(start, start + 50));

  const out: NormalisedPhones = { phones: [], invalid: [], duplicates: [] };
  const seen = new Map<string, string>();
  for (let i = start; i < rows.length; i++) {
    const row = rows[i]!;
    if (skipped(row)) continue;
    const line = i + 1;
    const input = (row[column] ?? "").trim();
    const email = input.replace(/^.*<([^>]*)>.*$/, "$1").trim();
    if (!isEmailAddress(email)) {
      out.invalid.push({ line, input: input || row.join(","), reason: "not an email address" });
      continue;
    }
    const key = email.toLowerCase();
    const had = seen.get(key);
    if (had !== undefined) {
      out.duplicates.push({ line, input, reason: `repeats ${had}` });
      continue;
    }
    seen.set(key, email);
    out.phones.push(email);
  }
  return out;
}

const skipped = (row: string[]) => row.every((c) => c.trim() === "") || !!row[0]?.startsWith("#");

function likeliestColumn(rows: string[][]): number {
  const width = Math.max(0, ...rows.map((r) => r.length));
  let best = 0;
  let bestScore = -1;
  for (let col = 0; col < width; col++) {
    const score = rows.filter((r) => looksLikeAddress(r[col] ?? "")).length;
    if (score > bestScore) [best, bestScore] = [col, score];
  }
  return best;
}
