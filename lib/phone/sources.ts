import type { CountryCode } from "libphonenumber-js/max";

import { readPhoneColumn } from "./csv-column";
import { normalisePhoneList, type NormalisedPhones } from "./numbers";

const INLINE_SEPARATORS = /[,;\t|]+/;

export interface PhoneSource {
  entries: string[];
  lines: number[];
}

export function textSource(text: string): PhoneSource {
  const source: PhoneSource = { entries: [], lines: [] };
  text.split(/\r\n|\n|\r/).forEach((line, i) => {
    for (const entry of line.split(INLINE_SEPARATORS)) {
      source.entries.push(entry);
      source.lines.push(i + 1);
    }
  });
  return source;
}

export function csvSource(text: string): PhoneSource & { column: string | null } {
  const { entries, column, headerRows } = readPhoneColumn(text);
  return { entries, lines: entries.map((_, i) => i + 1 + headerRows), column };
}

/** "line 12" is line 12 of what the user pasted or uploaded. */
export function normaliseSource(
  source: PhoneSource,
  country: CountryCode,
  onProgress?: (done: number, total: number) => void,
): NormalisedPhones {
  const out = normalisePhoneList(source.entries, country, onProgress);
  const relined = (r: NormalisedPhones["invalid"][number]) => ({
    ...r,
    line: source.lines[r.line - 1] ?? r.line,
  });
  return { ...out, invalid: out.invalid.map(relined), duplicates: out.duplicates.map(relined) };
}
