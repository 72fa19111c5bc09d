import { queryOptions } from "@tanstack/react-query";

import { apiRead, readQuery } from "@/lib/queries/api-read";
import type { ViberTemplate } from "@/lib/schemas/resources";

export const viberTemplatesRead = apiRead<{ items: ViberTemplate[]; listed: boolean }>(
  ["viber", "templates"],
  "/api/viber/templates",
);

export const viberTemplatesQuery = queryOptions({
  ...readQuery(viberTemplatesRead),
  staleTime: 60_000,
});
