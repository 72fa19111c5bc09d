import { z } from "zod";

import { emailLogQuery } from "@/lib/schemas/queries";

import { SAVED_VIEW_KEYS, SAVED_VIEW_NAME_MAX, viewQueryOf, type SavedViewPage } from "./keys";

export { SAVED_VIEW_NAME_MAX, SAVED_VIEWS_MAX, type SavedView, type SavedViewPage } from "./keys";

/** Each page's keys and value schema (its list route's), so a view only stores a query that page accepts. */
const emailLogFilters = emailLogQuery
  .pick({ from: true, to: true, sender: true, recipient: true, country: true, outcome: true })
  .refine((f) => !(f.from && f.to && f.from > f.to), {
    error: "The start is after the end of the range",
    path: ["from"],
  });

export const SAVED_VIEW_PAGES = {
  "email-log": { keys: SAVED_VIEW_KEYS["email-log"], schema: emailLogFilters },
} as const;
export const savedViewPage = z.enum(Object.keys(SAVED_VIEW_PAGES) as [SavedViewPage]);

export const savedViewName = z
  .string()
  .trim()
  .min(1, "Give the view a name")
  .max(SAVED_VIEW_NAME_MAX, `A name has at most ${SAVED_VIEW_NAME_MAX} characters`);

/** Keys in fixed order, values trimmed, empty dropped; anything the page refuses is an error. */
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
  const query = viewQueryOf(page, parsed.data);
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

/** a database serial: past int4 is a 400, not a 500 */
export const savedViewParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, "must be a numeric id")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2 ** 31 - 1, "must be a numeric id"),
});

export const savedViewNameForm = z.object({ name: savedViewName });
