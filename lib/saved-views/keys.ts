/** Without zod (the email log loads none); normalised as the server stores it, which validates too. */
export const SAVED_VIEW_KEYS = {
  "email-log": ["from", "to", "sender", "recipient", "country", "outcome"],
} as const;
export type SavedViewPage = keyof typeof SAVED_VIEW_KEYS;

/** per person and page */
export const SAVED_VIEWS_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 60;

export interface SavedView {
  id: number;
  page: SavedViewPage;
  name: string;
  query: string;
  createdAt: string;
  updatedAt: string;
}

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

/** Every other filter cleared. */
export function viewFilters(page: SavedViewPage, query: string): Record<string, string> {
  const params = new URLSearchParams(query);
  return Object.fromEntries(SAVED_VIEW_KEYS[page].map((k) => [k, params.get(k) ?? ""]));
}
