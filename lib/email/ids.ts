import { EMAIL_ID } from "@messaging-console/contract/limits";

/** the console API's own cap */
export const MAX_LOOKUP_IDS = 20_000;

export interface ParsedIds {
  ids: string[];
  invalid: { text: string; reason: string }[];
  duplicates: number;
}

/** Ids in any pasted form (a spreadsheet column, a JSON array); every other piece is listed with why. */
export function parseIdList(text: string): ParsedIds {
  const out: ParsedIds = { ids: [], invalid: [], duplicates: 0 };
  const seen = new Set<string>();
  for (const piece of text.split(/[\s,;"'`[\]{}()|]+/)) {
    if (!piece) continue;
    if (!EMAIL_ID.test(piece)) {
      out.invalid.push({ text: piece, reason: reasonOf(piece) });
      continue;
    }
    if (seen.has(piece)) {
      out.duplicates++;
      continue;
    }
    seen.add(piece);
    out.ids.push(piece);
  }
  return out;
}

function reasonOf(piece: string): string {
  if (piece.includes("@")) return "an email address, not a message id";
  if (/[^A-Za-z0-9-]/.test(piece)) return "has characters a message id never has";
  return "not of the shape xxxxxx-xxxxxx-xx";
}
