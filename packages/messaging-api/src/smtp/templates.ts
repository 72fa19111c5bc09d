import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { ApiContext } from "../context";
import type { Router } from "../http";
import { parsePage } from "./request";

export function registerTemplates(router: Router, ctx: ApiContext): void {
  // GET /templates?owner=me&limit&offset: the stored templates an email can be sent from
  router.get("/templates", async ({ query }) => {
    const { limit, offset } = parsePage(query, 100, 100);
    const owner = query.get("owner");
    const res = await ctx.db.query<{
      id: string;
      real_id: number;
      name: string;
      lang: string;
      owner: string;
      created: Date;
      preview: string;
      body: string;
      variables: string[];
    }>(
      `SELECT id, real_id, name, lang, owner, created, preview, body, variables FROM smtp_templates
       WHERE ($1::text IS NULL OR owner = $1) ORDER BY created DESC, real_id
       LIMIT ${limit} OFFSET ${offset}`,
      [owner || null],
    );
    return res.rows.map((t) => ({ ...t, created: formatUpstreamDate(t.created, ctx.timeZone) }));
  });
}
