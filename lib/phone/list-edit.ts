/** Without libphonenumber: the composer's page uses it. */

export const SEPARATORS = /[\n\r,;\t|]+/;

/** Edits a person asks for ("remove the invalid ones"); every other entry is kept as typed. */
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

export function appendEntries(text: string, entries: readonly string[]): string {
  const head = text.trimEnd();
  return [head, ...entries].filter((x) => x !== "").join("\n");
}
