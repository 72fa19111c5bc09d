/**
 * Saved views in the browser, without zod (the email log loads none): the
 * pages that keep views, their filter keys, the limits, and the filters in view
 * as a view's query — normalised as the server stores it (keys in a fixed order,
 * values trimmed, empty ones dropped); the server also validates the values
 * (lib/schemas/saved-views.ts).
 */
export const SAVED_VIEW_KEYS = {
  "email-log": ["from", "to", "sender", "recipient", "country", "outcome"],
} as const;
export type SavedViewPage = keyof typeof SAVED_VIEW_KEYS;

/** How many views one person keeps per page. */
export const SAVED_VIEWS_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 60;

export interface SavedView {
  id: number;
  page: SavedViewPage;
  name: string;
  /** the normalised filters, e.g. `from=2026-11-01&outcome=hard` */
  query: string;
  createdAt: string;
  updatedAt: string;
}

/** The page's filters as one query string in the stored order ("" when none is set). */
export function viewQueryOf(
  page: SavedViewPage,
  values: Record<string, string | undefined>,
): string {
  const out = new URLSearchParams();
  for (const key of SAVED_VIEW_KEYS[page]) {
    const v = values[key]?.trim();
    if (v) out.set(key, v);
  }
  return out.toString();
}

/** A view's filters as a change for the URL: its keys set, every other filter cleared. */
export function viewFilters(page: SavedViewPage, query: string): Record<string, string> {
  const params = new URLSearchParams(query);
  return Object.fromEntries(SAVED_VIEW_KEYS[page].map((k) => [k, params.get(k) ?? ""]));
}
