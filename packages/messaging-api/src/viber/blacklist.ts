import {
  viberBlacklistAddSchema,
  viberBlacklistRemoveSchema,
} from "@messaging-console/contract/viber";

import type { ApiContext } from "../context";
import type { Router } from "../http";
import { parseBody, parsePage, upstreamDate } from "./sql";

/** The demo account's user id, as blacklist entries carry it. */
export const ACCOUNT_USER_ID = 7_341_205;

const PATH = "/v2/viber-service/phone-exception";

export function registerBlacklist(router: Router, ctx: ApiContext): void {
  router.get(PATH, async (req) => {
    const { limit, offset } = parsePage(req.query, { defaultLimit: 100, maxLimit: 1000 });
    const res = await ctx.db.query<{ list: unknown; total: number }>(
      `SELECT (SELECT count(*)::int FROM viber_blacklist) AS total,
         coalesce((SELECT json_agg(e ORDER BY e.add_date DESC, e.id DESC) FROM (
           SELECT id, user_id, phone, description, ${upstreamDate("add_date", "$1")} AS add_date
           FROM viber_blacklist ORDER BY add_date DESC, id DESC LIMIT $2 OFFSET $3) e), '[]'::json) AS list`,
      [ctx.timeZone, limit, offset],
    );
    const row = res.rows[0];
    return { data: { list: row?.list ?? [], total: row?.total ?? 0 } };
  });

  router.post(PATH, async (req) => {
    const body = parseBody(viberBlacklistAddSchema, req.body);
    const phones = [...new Set(body.phones)];
    const res = await ctx.db.query<{ added: number }>(
      `WITH ins AS (
         INSERT INTO viber_blacklist (user_id, phone, description, add_date)
         SELECT $1, p, $3, $4 FROM unnest($2::bigint[]) p
         ON CONFLICT (phone) DO NOTHING RETURNING 1)
       SELECT count(*)::int AS added FROM ins`,
      [ACCOUNT_USER_ID, phones, body.description ?? "", ctx.clock.now()],
    );
    const added = res.rows[0]?.added ?? 0;
    return { result: true, counters: { added, exists: phones.length - added } };
  });

  // The phones travel in a JSON body, as the production upstream takes them.
  router.delete(PATH, async (req) => {
    const body = parseBody(viberBlacklistRemoveSchema, req.body);
    const res = await ctx.db.query(`DELETE FROM viber_blacklist WHERE phone = ANY($1::bigint[])`, [
      [...new Set(body.phones)],
    ]);
    return { result: true, deleted: res.affectedRows ?? 0 };
  });
}
