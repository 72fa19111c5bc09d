import { queryOptions } from "@tanstack/react-query";

import type { ViberTemplate } from "../../schemas/resources";
import { apiRead, readQuery } from "../api-read";

/** The approved Viber templates a system message must match (and whether the upstream lists them). */
export const viberTemplatesRead = apiRead<{ items: ViberTemplate[]; listed: boolean }>(
  ["viber", "templates"],
  "/api/viber/templates",
);

export const viberTemplatesQuery = queryOptions({
  ...readQuery(viberTemplatesRead),
  staleTime: 60_000,
});
