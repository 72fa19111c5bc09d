import { queryOptions } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import type { ViberTemplate } from "@/lib/schemas/resources";

/** The approved Viber templates a system message must match (and whether the upstream lists them). */
export const viberTemplatesRead = apiRead<{ items: ViberTemplate[]; listed: boolean }>(
  ["viber", "templates"],
  "/api/viber/templates",
);

export const viberTemplatesQuery = queryOptions({
  ...readQuery(viberTemplatesRead),
  staleTime: 60_000,
});
