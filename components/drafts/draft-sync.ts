import type { SavedDraft } from "@/lib/drafts/schema";

/**
 * What a page does with the stored draft it has just read, against the form it
 * holds: `base` is the version the form was opened on or last saved, `lastSaved`
 * the form's values (as JSON) at that version, `current` its values now, and
 * `stored` the stored draft's values as the form would hold them (JSON).
 */
export type Reconciled =
  /** the stored draft is what the form holds (a save sent as the page went landed) */
  | { action: "adopt" }
  /** nothing newer is stored: go on (saving any edit made since) */
  | { action: "keep" }
  /** a newer draft is stored and the form has no edit of its own: show the stored one */
  | { action: "load" }
  /** a newer draft is stored and the form has edits: the person chooses */
  | { action: "conflict" };

export function reconcile(input: {
  base: number | null;
  lastSaved: string | null;
  current: string;
  stored: { draft: SavedDraft | null; json: string };
}): Reconciled {
  const { base, lastSaved, current, stored } = input;
  if (stored.json === current) return { action: "adopt" };
  if ((stored.draft?.version ?? null) === base) return { action: "keep" };
  if (current === lastSaved) return { action: "load" };
  return { action: "conflict" };
}

/** The fields whose values differ between two drafts' data, in `fields` order. */
export function differingFields(
  fields: readonly string[],
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): string[] {
  return fields.filter((f) => JSON.stringify(mine[f]) !== JSON.stringify(theirs[f]));
}
