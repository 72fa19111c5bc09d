import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { ApiContext } from "../context";
import type { Router } from "../http";
import { parseDay, parsePage } from "./request";

const DAY_MS = 86_400_000;

/** Bounces of the last 24 hours counted back from now, optionally within one `date`. */
function bounceWindow(ctx: ApiContext, query: URLSearchParams) {
  const now = ctx.clock.nowMs();
  let start = now - DAY_MS;
  let end = now + 1;
  const day = parseDay(query, "date", ctx.timeZone);
  if (day) {
    start = Math.max(start, day.start);
    end = Math.min(end, day.end);
  }
  return {
    where: `e.smtp_answer_code >= 400 AND e.send_date > $1 AND e.send_date < $2`,
    params: [new Date(start), new Date(Math.max(start, end))],
  };
}

async function countBounces(ctx: ApiContext, w: ReturnType<typeof bounceWindow>) {
  const res = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM smtp_emails e WHERE ${w.where}`,
    w.params,
  );
  return res.rows[0]?.total ?? 0;
}

export function registerBounces(router: Router, ctx: ApiContext): void {
  router.get("/smtp/bounces/day", async ({ query }) => {
    const { limit, offset } = parsePage(query);
    const w = bounceWindow(ctx, query);
    const res = await ctx.db.query<{
      email_to: string;
      sender: string;
      send_date: Date;
      subject: string;
      smtp_answer_code: number;
      smtp_answer_subcode: string;
      smtp_answer_data: string;
    }>(
      `SELECT e.recipient AS email_to, e.sender, e.send_date, e.subject, e.smtp_answer_code,
         e.smtp_answer_subcode, e.smtp_answer_data
       FROM smtp_emails e WHERE ${w.where}
       ORDER BY e.send_date DESC, e.n DESC LIMIT ${limit} OFFSET ${offset}`,
      w.params,
    );
    const emails = res.rows.map((r) => ({
      ...r,
      send_date: formatUpstreamDate(r.send_date, ctx.timeZone),
    }));
    return {
      total: await countBounces(ctx, w),
      emails,
      request_limit: limit,
      found: emails.length,
    };
  });

  router.get("/smtp/bounces/day/total", async ({ query }) => ({
    total: await countBounces(ctx, bounceWindow(ctx, query)),
  }));
}
