import type { ApiContext } from "../context";
import { notFound, type Router } from "../http";
import { parseId } from "./sql";

const FIELDS = `id, status, name, service_type, web_site, description, traffic_type, admin_comment`;

export function registerSenders(router: Router, ctx: ApiContext): void {
  // List items carry `countries` (an array) where the single record carries `country`,
  // as the production upstream does.
  router.get("/viber/senders", async () => {
    const res = await ctx.db.query(`SELECT ${FIELDS}, countries FROM viber_senders ORDER BY id`);
    return res.rows;
  });

  router.get("/viber/senders/:id", async (req) => {
    const id = parseId(req.params.id);
    const res = await ctx.db.query(
      `SELECT ${FIELDS}, countries[1] AS country FROM viber_senders WHERE id = $1`,
      [id],
    );
    if (!res.rows[0]) throw notFound("Sender not found");
    return res.rows[0];
  });
}
