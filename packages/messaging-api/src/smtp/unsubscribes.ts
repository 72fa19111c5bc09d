import {
  emailAddressSchema,
  unsubscribeAddSchema,
  unsubscribeRemoveSchema,
} from "@messaging-console/contract/email";
import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { ApiContext } from "../context";
import { badRequest, type Router } from "../http";
import { describeIssue, parseDay, parsePage, parseWith } from "./request";
import { registerResubscribe } from "./resubscribe";

/** Addresses are kept lower-cased: the list is case-insensitive, as mailboxes are in practice. */
export function registerUnsubscribes(router: Router, ctx: ApiContext): void {
  router.post("/smtp/unsubscribe", async ({ body }) => {
    const { emails } = parseWith(unsubscribeAddSchema, body, (i) => badRequest(describeIssue(i)));
    await ctx.db.query(
      `INSERT INTO smtp_unsubscribes (email, comment, by_user, date)
       SELECT lower(e), c, 1, $3 FROM unnest($1::text[], $2::text[]) AS u(e, c)
       ON CONFLICT (email) DO NOTHING`,
      [emails.map((e) => e.email), emails.map((e) => e.comment ?? ""), ctx.clock.now()],
    );
    return { result: true };
  });

  router.delete("/smtp/unsubscribe", async ({ body }) => {
    const { emails } = parseWith(unsubscribeRemoveSchema, body, (i) =>
      badRequest(describeIssue(i)),
    );
    await ctx.db.query(`DELETE FROM smtp_unsubscribes WHERE email = ANY($1::text[])`, [
      emails.map((e) => e.toLowerCase()),
    ]);
    return { result: true };
  });

  router.get("/smtp/unsubscribe", async ({ query }) => {
    const { limit, offset } = parsePage(query);
    const day = parseDay(query, "date", ctx.timeZone);
    const now = ctx.clock.nowMs();
    const res = await ctx.db.query<{
      email: string;
      unsubscribe_by_link: number;
      unsubscribe_by_user: number;
      spam_complaint: number;
      date: Date;
    }>(
      `SELECT email, by_link AS unsubscribe_by_link, by_user AS unsubscribe_by_user,
         spam AS spam_complaint, date
       FROM smtp_unsubscribes WHERE date >= $1 AND date < $2
       ORDER BY date DESC, email LIMIT ${limit} OFFSET ${offset}`,
      [new Date(day?.start ?? 0), new Date(Math.min(day?.end ?? Infinity, now + 1))],
    );
    return res.rows.map((r) => ({ ...r, date: formatUpstreamDate(r.date, ctx.timeZone) }));
  });

  router.get("/smtp/unsubscribe/search", async ({ query }) => {
    const email = emailAddressSchema.safeParse(query.get("email") ?? "");
    if (!email.success) throw badRequest("email: give an email address");
    const res = await ctx.db.query(`SELECT 1 FROM smtp_unsubscribes WHERE email = lower($1)`, [
      email.data,
    ]);
    return { result: res.rows.length > 0 };
  });

  registerResubscribe(router, ctx);
}
