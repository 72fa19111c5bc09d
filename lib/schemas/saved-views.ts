import { z } from "zod";

import { emailLogQuery } from "./queries";

/**
 * Saved views: a named set of a list page's filters, kept per user in the
 * console database. Each page names the filter keys a view may hold and the
 * schema that checks their values (the same one its list route reads), so a
 * view only ever stores a query string that page would accept.
 */
export const EMAIL_LOG_FILTER_KEYS = [
  "from",
  "to",
  "sender",
  "recipient",
  "country",
  "outcome",
] as const;

const emailLogFilters = emailLogQuery
  .pick({ from: true, to: true, sender: true, recipient: true, country: true, outcome: true })
  .refine((f) => !(f.from && f.to && f.from > f.to), {
    error: "The start is after the end of the range",
    path: ["from"],
  });

export const SAVED_VIEW_PAGES = {
  "email-log": { keys: EMAIL_LOG_FILTER_KEYS, schema: emailLogFilters },
} as const;
export type SavedViewPage = keyof typeof SAVED_VIEW_PAGES;
export const savedViewPage = z.enum(Object.keys(SAVED_VIEW_PAGES) as [SavedViewPage]);

/** How many views one person keeps per page. */
export const SAVED_VIEWS_MAX = 50;
export const SAVED_VIEW_NAME_MAX = 60;

export const savedViewName = z
  .string()
  .trim()
  .min(1, "Give the view a name")
  .max(SAVED_VIEW_NAME_MAX, `A name has at most ${SAVED_VIEW_NAME_MAX} characters`);

/**
 * The filters as one query string, normalised: the page's keys in their fixed
 * order, values trimmed, empty ones dropped. An unknown or repeated key, or a
 * value the page's schema refuses, is an error (in words), never stored.
 */
export function normaliseViewQuery(
  page: SavedViewPage,
  raw: string,
): { ok: true; query: string } | { ok: false; error: string } {
  const { keys, schema } = SAVED_VIEW_PAGES[page];
  if (raw.length > 2000) return { ok: false, error: "The filters are too long" };
  const params = new URLSearchParams(raw.startsWith("?") ? raw.slice(1) : raw);
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(keys as readonly string[]).includes(key))
      return { ok: false, error: `"${key.slice(0, 40)}" is not a filter of this page` };
    if (key in values) return { ok: false, error: `"${key}" is given twice` };
    const trimmed = value.trim();
    if (trimmed) values[key] = trimmed;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${issue?.path.join(".") || "filters"}: ${issue?.message}` };
  }
  const out = new URLSearchParams();
  for (const key of keys) {
    const v = (parsed.data as Record<string, string | undefined>)[key];
    if (v) out.set(key, v);
  }
  const query = out.toString();
  if (!query) return { ok: false, error: "Set at least one filter to save a view" };
  return { ok: true, query };
}

const viewQuery = z.string().max(2000);

export const savedViewsListQuery = z.object({ page: savedViewPage });

export const savedViewCreateBody = z.object({
  page: savedViewPage,
  name: savedViewName,
  query: viewQuery,
});

export const savedViewUpdateBody = z
  .object({ name: savedViewName.optional(), query: viewQuery.optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.query !== undefined, {
    error: "Give a new name or new filters",
  });

/** A view's id: a database serial, so never past int4 (a longer number is a 400, not a 500). */
export const savedViewParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "must be a numeric id")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2 ** 31 - 1, "must be a numeric id"),
});

/** The form that names a view (the dialog resolves with it). */
export const savedViewNameForm = z.object({ name: savedViewName });

export interface SavedView {
  id: number;
  page: SavedViewPage;
  name: string;
  /** the normalised filters, e.g. `from=2026-11-01&outcome=bounced` */
  query: string;
  createdAt: string;
  updatedAt: string;
}

/** The filters in view now as a view's query ("" when none, or when they do not validate). */
export function viewQueryOf(
  page: SavedViewPage,
  values: Record<string, string | undefined>,
): string {
  const raw = new URLSearchParams();
  for (const key of SAVED_VIEW_PAGES[page].keys) {
    const v = values[key];
    if (v) raw.set(key, v);
  }
  const n = normaliseViewQuery(page, raw.toString());
  return n.ok ? n.query : "";
}

/** A view's filters as a change for the URL: its keys set, every other filter cleared. */
export function viewFilters(page: SavedViewPage, query: string): Record<string, string> {
  const params = new URLSearchParams(query);
  return Object.fromEntries(SAVED_VIEW_PAGES[page].keys.map((k) => [k, params.get(k) ?? ""]));
}
