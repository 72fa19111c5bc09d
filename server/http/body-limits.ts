import "server-only";

import {
  apiRoutes,
  AUTH_MAX_BODY,
  DEFAULT_MAX_BODY,
  READ_MAX_BODY,
  type ApiRouteSpec,
} from "@/lib/api-routes";

/** Decided from method and path alone, before a byte of the body is read. */
type Matcher = { method: string; pattern: RegExp; maxBody: number };

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const matchers: Matcher[] = Object.entries(apiRoutes as Record<string, ApiRouteSpec>).map(
  ([key, spec]) => {
    const [method = "", path = ""] = key.split(" ");
    const pattern = new RegExp(
      `^${path
        .split("/")
        .map((s) => (/^\[.+\]$/.test(s) ? "[^/]+" : s.replace(/[.*+?^${}()|\\]/g, "\\$&")))
        .join("/")}/?$`,
    );
    const maxBody = spec.maxBody ?? (WRITES.has(method) ? DEFAULT_MAX_BODY : READ_MAX_BODY);
    return { method, pattern, maxBody };
  },
);

export function maxBodyFor(method: string | undefined, url: string | undefined): number {
  const m = (method ?? "GET").toUpperCase();
  const path = (url ?? "/").split("?")[0] ?? "/";
  if (path.startsWith("/api/auth/")) return AUTH_MAX_BODY;
  for (const r of matchers) if (r.method === m && r.pattern.test(path)) return r.maxBody;
  return WRITES.has(m) ? DEFAULT_MAX_BODY : READ_MAX_BODY;
}
