import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

import { SEPARATORS } from "./list-edit";

export { SEPARATORS };

export interface RejectedPhone {
  line: number;
  input: string;
  reason: string;
}

export interface NormalisedPhones {
  /** international digit form (no +), in input order */
  phones: string[];
  invalid: RejectedPhone[];
  duplicates: RejectedPhone[];
}

/** `380501234567`; numbers without a country code are read in `defaultCountry`. */
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
  const parsed = /^\d{11,15}$/.test(raw)
    ? parsePhoneNumberFromString(`+${raw}`)
    : parsePhoneNumberFromString(raw, defaultCountry);
  if (!parsed) return { reason: "not a phone number" };
  if (!parsed.isValid())
    return { reason: `not a valid ${parsed.country ?? "international"} number` };
  return { phone: parsed.number.replace(/^\+/, "") };
}

const PROGRESS_EVERY = 500;

/** Every line is accounted for: used, invalid (with a reason) or duplicate. */
export function normalisePhoneList(
  text: string | readonly string[],
  defaultCountry: CountryCode = "UA",
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

export function formatPhone(phone: string | number): string {
  const parsed = parsePhoneNumberFromString(`+${String(phone)}`);
  return parsed?.isValid() ? parsed.formatInternational() : `+${String(phone)}`;
}
