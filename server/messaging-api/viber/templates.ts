import "server-only";

import type { ApiContext } from "@/server/messaging-api/context";
import type { Router } from "@/server/messaging-api/http";

/**
 * GET /viber/templates: the account's Viber message templates and their
 * moderation state. Not in MESSAGING-API.md (the production upstream keeps
 * templates in its dashboard); served here so the composer can tell a person
 * which texts a system message (type 3) may carry. The console treats a 404
 * from a real upstream as "no template list".
 */
export function registerTemplates(router: Router, ctx: ApiContext): void {
  router.get("/viber/templates", async () => {
    const res = await ctx.db.query(
      `SELECT id, name, text, status FROM viber_templates ORDER BY id`,
    );
    return res.rows;
  });
}
