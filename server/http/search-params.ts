/** A page's `searchParams` as Next.js gives them (a key given twice is an array). */
export type PageSearch = Record<string, string | string[] | undefined>;

/** One value of a search parameter: the first when it was given more than once. */
export const firstValue = (v: string | string[] | undefined): string | undefined =>
  Array.isArray(v) ? v[0] : v;
