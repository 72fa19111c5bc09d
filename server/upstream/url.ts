import "server-only";

export type QueryValue = string | number | boolean | null | undefined;

/**
 * Every path parameter is encoded, `.`/`..`/empty refused, and the result must keep the
 * base URL's origin and path prefix: nothing from a request is joined in raw.
 */
export function buildUrl(
  base: string,
  template: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): URL {
  const path = template.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const raw = params[name];
    if (raw === undefined) throw new Error(`missing path parameter ${name}`);
    const value = String(raw);
    if (value === "" || value === "." || value === "..")
      throw new Error(`unsafe path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const baseUrl = new URL(base.endsWith("/") ? base : `${base}/`);
  const url = new URL(path.replace(/^\//, ""), baseUrl);
  if (url.origin !== baseUrl.origin || !url.pathname.startsWith(baseUrl.pathname)) {
    throw new Error(`upstream URL escaped its base: ${url.pathname}`);
  }
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== "") url.searchParams.set(k, String(v));
  }
  return url;
}
