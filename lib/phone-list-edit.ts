import type { CountryCode } from "libphonenumber-js";

import { normalisePhone, SEPARATORS } from "./phone";

/**
 * Edits of a pasted phone list that a person asks for explicitly ("remove the
 * invalid ones", "remove the blacklisted ones"): every other entry is kept as
 * typed, one per line.
 */
export function removeEntries(
  text: string,
  country: CountryCode,
  drop: "invalid" | "duplicates" | ReadonlySet<string>,
): string {
  const seen = new Set<string>();
  return text
    .split(SEPARATORS)
    .map((entry) => entry.trim())
    .filter((entry) => {
      if (entry === "") return false;
      const out = normalisePhone(entry, country);
      if (!("phone" in out)) return drop !== "invalid";
      if (drop === "duplicates") {
        if (seen.has(out.phone)) return false;
        seen.add(out.phone);
        return true;
      }
      return drop === "invalid" || !drop.has(out.phone);
    })
    .join("\n");
}

/** Imported cells added under what is already there. */
export function appendEntries(text: string, entries: readonly string[]): string {
  const head = text.trimEnd();
  return [head, ...entries].filter((x) => x !== "").join("\n");
}
