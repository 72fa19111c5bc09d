import type { ApiContext } from "../context";
import { notFound, type Router } from "../http";
import { registerCreateCampaign } from "./create-campaign";
import { statisticSql } from "./recipients";
import { parseId, parsePage, upstreamDate } from "./sql";

/** Fields of a campaign as GET /viber/task lists them ($1 is the account's timezone). */
const CAMPAIGN_FIELDS = `id, name, message, button_text, button_link, image_link,
  sender_name, sender_id, message_live_time,
  ${upstreamDate("send_date", "$1")} AS send_date, status, ${upstreamDate("created", "$1")} AS created`;

export function registerCampaigns(router: Router, ctx: ApiContext): void {
  registerCreateCampaign(router, ctx);

  router.get("/viber/task", async (req) => {
    const { limit, offset } = parsePage(req.query, { defaultLimit: 100, maxLimit: 1000 });
    const res = await ctx.db.query(
      `SELECT ${CAMPAIGN_FIELDS}, address_book_id AS address_book
       FROM viber_campaigns ORDER BY created DESC, id DESC LIMIT $2 OFFSET $3`,
      [ctx.timeZone, limit, offset],
    );
    return res.rows;
  });

  router.get("/viber/task/:id", async (req) => {
    const id = parseId(req.params.id);
    const res = await ctx.db.query(
      `SELECT ${CAMPAIGN_FIELDS},
         CASE WHEN address_book_id IS NULL THEN NULL ELSE ARRAY[address_book_id] END AS address_book_ids,
         stretch_time, resend_sms, resend_sms_status, ${statisticSql("viber_campaigns.id")} AS statistic
       FROM viber_campaigns WHERE id = $2`,
      [ctx.timeZone, id],
    );
    const row = res.rows[0];
    if (!row) throw notFound("Campaign not found");
    return row;
  });
}
