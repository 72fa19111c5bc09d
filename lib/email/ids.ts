import { EMAIL_ID } from "@/lib/schemas/limits";

/** Most ids one lookup takes (the console API's own cap). */
export const MAX_LOOKUP_IDS = 20_000;

export interface ParsedIds {
  /** unique valid ids, in the order given */
  ids: string[];
  invalid: { text: string; reason: string }[];
  /** valid ids given more than once (looked up once) */
  duplicates: number;
}

/**
 * Message ids pasted in any form: one per line, separated by commas, semicolons,
 * blanks, quotes or brackets (a column copied from a spreadsheet, a JSON array).
 * Every piece that is not an id is listed with the reason.
 */
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
