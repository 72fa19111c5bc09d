import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

import { SEPARATORS } from "./list-edit";

export { SEPARATORS };

/** One input line that could not be used, and why. */
export interface RejectedPhone {
  /** 1-based position in the input */
  line: number;
  input: string;
  reason: string;
}

export interface NormalisedPhones {
  /** unique numbers in international digit form (no +), in input order */
  phones: string[];
  invalid: RejectedPhone[];
  /** repeats of a number already listed (after normalisation) */
  duplicates: RejectedPhone[];
}

/**
 * Normalises one phone number to international digit form (`380501234567`).
 * Numbers without a country code are read in `defaultCountry`.
 */
export function normalisePhone(
  input: string,
  defaultCountry: CountryCode = "UA",
): { phone: string } | { reason: string } {
  const raw = input.trim().replace(/^00/, "+");
  if (raw === "") return { reason: "empty" };
  if (/[a-z]/i.test(raw.replace(/\s*(ext\.?|x)\s*\d+$/i, "")))
    return { reason: "contains letters" };
  const digits = raw.replace(/\D/g, "");
  if (digits.length < 7) return { reason: "too short" };
  if (digits.length > 15) return { reason: "too long" };
  // Already international digits (as the upstream and CSV exports write them).
  const parsed = /^\d{11,15}$/.test(raw)
    ? parsePhoneNumberFromString(`+${raw}`)
    : parsePhoneNumberFromString(raw, defaultCountry);
  if (!parsed) return { reason: "not a phone number" };
  if (!parsed.isValid())
    return { reason: `not a valid ${parsed.country ?? "international"} number` };
  return { phone: parsed.number.replace(/^\+/, "") };
}

const PROGRESS_EVERY = 500;

/**
 * Splits pasted or imported text into numbers, normalises each, and accounts for
 * every line: used, invalid (with a reason) or duplicate — nothing silently dropped.
 */
export function normalisePhoneList(
  text: string | readonly string[],
  defaultCountry: CountryCode = "UA",
  /** called every PROGRESS_EVERY entries with how many were read (for a progress bar) */
  onProgress?: (done: number, total: number) => void,
): NormalisedPhones {
  const entries = typeof text === "string" ? text.split(SEPARATORS) : text;
  const seen = new Set<string>();
  const result: NormalisedPhones = { phones: [], invalid: [], duplicates: [] };
  entries.forEach((input, index) => {
    if (onProgress && index % PROGRESS_EVERY === 0) onProgress(index, entries.length);
    if (input.trim() === "") return;
    const line = index + 1;
    const out = normalisePhone(input, defaultCountry);
    if ("reason" in out) result.invalid.push({ line, input: input.trim(), reason: out.reason });
    else if (seen.has(out.phone))
      result.duplicates.push({ line, input: input.trim(), reason: `duplicate of ${out.phone}` });
    else {
      seen.add(out.phone);
      result.phones.push(out.phone);
    }
  });
  return result;
}

/** A digit-form number shown the international way: `+380 50 123 4567`. */
export function formatPhone(phone: string | number): string {
  const parsed = parsePhoneNumberFromString(`+${String(phone)}`);
  return parsed?.isValid() ? parsed.formatInternational() : `+${String(phone)}`;
}
