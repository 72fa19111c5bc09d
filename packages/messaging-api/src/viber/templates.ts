import type { ApiContext } from "../context";
import type { Router } from "../http";

/** Not in MESSAGING-API.md: the console treats a real upstream's 404 as "no template list". */
export function registerTemplates(router: Router, ctx: ApiContext): void {
  router.get("/viber/templates", async () => {
    const res = await ctx.db.query(
      `SELECT id, name, text, status FROM viber_templates ORDER BY id`,
    );
    return res.rows;
  });
}
