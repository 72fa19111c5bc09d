import { queryOptions } from "@tanstack/react-query";

import type { ViberTemplate } from "../../schemas/resources";
import { apiRead, readQuery } from "../api-read";

export const viberTemplatesRead = apiRead<{ items: ViberTemplate[]; listed: boolean }>(
  ["viber", "templates"],
  "/api/viber/templates",
);

export const viberTemplatesQuery = queryOptions({
  ...readQuery(viberTemplatesRead),
  staleTime: 60_000,
});
