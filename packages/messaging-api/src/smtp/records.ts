import { formatUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { ApiContext } from "../context";

interface EventRow {
  kind: "open" | "click";
  url: string | null;
  browser: string;
  os: string;
  screen_resolution: string;
  ip: string;
  country: string;
  at: number;
}

interface EmailRow {
  id: string;
  sender: string;
  total_size: number;
  sender_ip: string;
  smtp_answer_code: number;
  smtp_answer_subcode: string;
  smtp_answer_data: string;
  used_ip: string;
  recipient: string;
  subject: string;
  send_date: Date;
  events: EventRow[];
}

/** `$now` stands for the current moment's parameter. */
export interface EmailFilter {
  where: string[];
  params: unknown[];
}

/** the clock may have been moved back in tests */
export function baseFilter(ctx: ApiContext): EmailFilter {
  return { where: ["e.send_date <= $1"], params: [ctx.clock.now()] };
}

export function addCondition(f: EmailFilter, sql: (param: string) => string, value: unknown) {
  f.params.push(value);
  f.where.push(sql(`$${f.params.length}`));
}

export async function selectEmails(
  ctx: ApiContext,
  filter: EmailFilter,
  tail = "ORDER BY e.send_date DESC, e.n DESC",
): Promise<EmailRow[]> {
  const res = await ctx.db.query<EmailRow>(
    `SELECT e.id, e.sender, e.total_size, e.sender_ip, e.smtp_answer_code, e.smtp_answer_subcode,
       e.smtp_answer_data, e.used_ip, e.recipient, e.subject, e.send_date,
       COALESCE((SELECT json_agg(json_build_object('kind', t.kind, 'url', t.url, 'browser', t.browser,
           'os', t.os, 'screen_resolution', t.screen_resolution, 'ip', t.ip, 'country', t.country,
           'at', floor(extract(epoch FROM t.action_date) * 1000)) ORDER BY t.action_date)
         FROM smtp_tracking t WHERE t.email_n = e.n AND t.action_date <= $1), '[]'::json) AS events
     FROM smtp_emails e WHERE ${filter.where.join(" AND ")} ${tail}`,
    filter.params,
  );
  return res.rows;
}

export async function countEmails(ctx: ApiContext, filter: EmailFilter): Promise<number> {
  const res = await ctx.db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM smtp_emails e WHERE ${filter.where.join(" AND ")}`,
    filter.params,
  );
  return res.rows[0]?.total ?? 0;
}

export function toRecord(row: EmailRow, timeZone: string) {
  const date = (ms: number) => formatUpstreamDate(ms, timeZone);
  const opens = row.events.filter((e) => e.kind === "open");
  const clicks = row.events.filter((e) => e.kind === "click");
  return {
    id: row.id,
    sender: row.sender,
    total_size: row.total_size,
    sender_ip: row.sender_ip,
    smtp_answer_code: row.smtp_answer_code,
    smtp_answer_subcode: row.smtp_answer_subcode,
    smtp_answer_data: row.smtp_answer_data,
    used_ip: row.used_ip,
    recipient: row.recipient,
    subject: row.subject,
    send_date: date(row.send_date.getTime()),
    tracking: {
      click: clicks.length,
      open: opens.length,
      link: clicks.map((c) => ({
        url: c.url ?? "",
        browser: c.browser,
        os: c.os,
        screen_resolution: c.screen_resolution,
        ip: c.ip,
        country: c.country,
        action_date: date(c.at),
      })),
      client_info: opens.map((o) => ({
        browser: o.browser,
        os: o.os,
        ip: o.ip,
        country: o.country,
        action_date: date(o.at),
      })),
    },
  };
}

export type SentEmailRecord = ReturnType<typeof toRecord>;
