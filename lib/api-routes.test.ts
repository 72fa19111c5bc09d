import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { apiRoutes, type ApiRouteSpec } from "./api-routes";

/** ARCHITECTURE.md's console API tables: `| METHOD | \`route\` | permission | \`audit\` | key |`. */
function documentedRoutes(): Map<string, ApiRouteSpec> {
  const md = readFileSync(path.join(import.meta.dirname, "..", "ARCHITECTURE.md"), "utf8");
  const rows = new Map<string, ApiRouteSpec>();
  for (const line of md.split("\n")) {
    const cells = line.split("|").map((c) => c.trim().replaceAll("`", ""));
    const [, method, route, permission, audit, idempotency] = cells;
    if (!method || !/^(GET|POST|PUT|PATCH|DELETE)$/.test(method)) continue;
    rows.set(`${method} ${route}`, {
      permission: (permission?.startsWith("none")
        ? null
        : permission) as ApiRouteSpec["permission"],
      ...(audit ? { audit } : {}),
      ...(idempotency ? { idempotency: idempotency as ApiRouteSpec["idempotency"] } : {}),
    });
  }
  return rows;
}

describe("ARCHITECTURE.md's console API tables", () => {
  const documented = documentedRoutes();

  it("list every route and method of lib/api-routes.ts, and no other", () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(apiRoutes).sort());
  });

  it.each(Object.entries(apiRoutes))(
    "%s: permission, audit action and key as declared",
    (key, spec: ApiRouteSpec) => {
      // body limits are documented with the security measures (docs/security.md)
      const { maxBody: _, ...declared } = spec;
      expect(documented.get(key)).toEqual(declared);
    },
  );
});
