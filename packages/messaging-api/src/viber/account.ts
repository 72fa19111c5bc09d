import type { ApiContext } from "../context";
import type { Router } from "../http";
import { ACCOUNT_USER_ID } from "./blacklist";
import { parsePage, upstreamDate } from "./sql";

/** Address books here hold phones, so `*_email_qty` counts phones. */
export function registerAccount(router: Router, ctx: ApiContext): void {
  router.get("/addressbooks", async (req) => {
    const { limit, offset } = parsePage(req.query, {
      defaultLimit: 10,
      maxLimit: 100,
      strict: true,
    });
    const res = await ctx.db.query(
      `SELECT ab.id, ab.name, ab.size AS all_email_qty,
         ab.size - bl.n AS active_email_qty, bl.n AS inactive_email_qty,
         ${upstreamDate("ab.created", "$1")} AS creationdate, 0 AS status, 'Active' AS status_explain
       FROM address_books ab
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS n FROM viber_blacklist b
         WHERE b.phone >= ab.phone_base
           AND b.phone < ab.phone_base + ab.size::bigint * ab.phone_step
           AND (b.phone - ab.phone_base) % ab.phone_step = 0) bl
       ORDER BY ab.id LIMIT $2 OFFSET $3`,
      [ctx.timeZone, limit, offset],
    );
    return res.rows;
  });

  router.get("/user/info", () => ({
    id: ACCOUNT_USER_ID,
    name: "Demo Retail Ltd",
    email: "owner@demo-retail.example",
    phone: "380445550100",
    country: "UA",
    currency: "EUR",
    timezone: ctx.timeZone,
    balance: { main: "1250.00", bonus: "0.00", currency: "EUR" },
  }));
}
