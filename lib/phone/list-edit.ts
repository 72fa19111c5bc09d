/**
 * The text of a pasted phone list, without libphonenumber (the composer's page
 * uses it; lib/phone/numbers.ts and the phone worker read the numbers).
 */

/** Separators people paste between numbers: new lines, commas, semicolons, tabs, pipes. */
export const SEPARATORS = /[\n\r,;\t|]+/;

/**
 * Edits of a pasted phone list that a person asks for explicitly ("remove the
 * invalid ones", "remove the blacklisted ones"): every other entry is kept as
 * typed, one per line. `normalise` reads one entry (lib/phone/numbers.ts `normalisePhone`
 * in the list's country).
 */
export function removeEntries(
  text: string,
  normalise: (entry: string) => { phone: string } | { reason: string },
  drop: "invalid" | "duplicates" | ReadonlySet<string>,
): string {
  const seen = new Set<string>();
  return text
    .split(SEPARATORS)
    .map((entry) => entry.trim())
    .filter((entry) => {
      if (entry === "") return false;
      const out = normalise(entry);
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
