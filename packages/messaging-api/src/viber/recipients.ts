import type { PGlite } from "@electric-sql/pglite";

import type { ApiContext } from "../context";
import { notFound, StreamedJson, type Router } from "../http";
import { parseId, uniform } from "./sql";

// cheaper than to_char; ISO DateStyle (the default) prints YYYY-MM-DD HH:MM:SS
const fastDate = (column: string) => `(${column} AT TIME ZONE $2)::timestamp(0)::text`;

const DELIVERED = `'delivered', 'delivered and opened', 'delivered and read', 'read and a clickthrough followed'`;

/** Used as UPDATE … SET and as SELECT list, so both read alike. */
function progress(now: string) {
  const at = (col: string) => `CASE WHEN ${col} <= ${now} THEN ${col} END`;
  const after = (col: string) => `CASE WHEN ${col} > ${now} THEN ${col} END`;
  return {
    status: `CASE
      WHEN sent_at > ${now} THEN NULL
      WHEN failed_at <= ${now} THEN failure
      WHEN clicked_at <= ${now} THEN 'read and a clickthrough followed'
      WHEN read_at <= ${now} THEN 'delivered and read'
      WHEN delivered_at <= ${now} THEN 'delivered'
      ELSE 'send' END`,
    lastUpdate: `GREATEST(${at("sent_at")}, ${at("delivered_at")}, ${at("read_at")}, ${at("clicked_at")}, ${at("failed_at")})`,
    nextAt: `LEAST(${after("sent_at")}, ${after("delivered_at")}, ${after("read_at")}, ${after("clicked_at")}, ${after("failed_at")})`,
  };
}

/** Cheap (an index on next_at) when none is due. */
export async function advanceRecipients(db: PGlite, now: Date): Promise<void> {
  const p = progress("$1::timestamptz");
  await db.query(
    `UPDATE viber_recipients SET status = ${p.status}, last_update = ${p.lastUpdate}, next_at = ${p.nextAt}
     WHERE next_at <= $1`,
    [now],
  );
}

/**
 * Each recipient gets a seeded fate (sent over the stretch window, then delivered, read,
 * clicked, expired or failed); nothing changes after the message's live time, as the
 * console expects when it calls a campaign's figures final.
 */
export async function startCampaign(db: PGlite, campaignId: number, now: Date): Promise<void> {
  const u = (k: number) => uniform("s.phone", `c.id * 8 + ${k}`);
  const p = progress("$2::timestamptz");
  await db.query(
    `WITH c AS (
       SELECT id, address_book_id, recipients, message_live_time AS live,
              GREATEST(send_date, moderation_until) AS start_at,
              CASE WHEN stretch_time > 0 THEN stretch_time * 3600 ELSE 60 + id % 60 END AS window_s,
              button_link IS NOT NULL AS has_button
       FROM viber_campaigns WHERE id = $1),
     src AS (
       SELECT DISTINCT p AS phone, NULL::int AS book FROM c, unnest(c.recipients) p
       UNION ALL
       SELECT ab.phone_base + g::bigint * ab.phone_step, ab.id
       FROM c JOIN address_books ab ON ab.id = c.address_book_id, generate_series(0, ab.size - 1) g),
     r AS MATERIALIZED (
       SELECT s.phone, s.book, c.live, c.has_button,
              c.start_at + make_interval(secs => ${u(1)} * c.window_s) AS sent_at,
              ${u(2)} AS fate, ${u(3)} AS u3, ${u(4)} AS u4, ${u(5)} AS u5
       FROM src s CROSS JOIN c
       WHERE NOT EXISTS (SELECT 1 FROM viber_blacklist b WHERE b.phone = s.phone)),
     f AS MATERIALIZED (
       SELECT phone, book, sent_at,
         CASE WHEN fate >= 0.075 THEN sent_at + make_interval(secs => 2 + u3 * 58) END AS delivered_at,
         CASE WHEN fate >= 0.075 AND u4 < 0.72
           THEN LEAST(sent_at + make_interval(secs => 22 + u3 * 58 + u5 * u5 * u5 * LEAST(live, 21600)),
                      sent_at + make_interval(secs => live)) END AS read_at,
         CASE WHEN fate >= 0.075 AND has_button AND u4 < 0.14
           THEN LEAST(sent_at + make_interval(secs => 27 + u3 * 658 + u5 * u5 * u5 * LEAST(live, 21600)),
                      sent_at + make_interval(secs => live)) END AS clicked_at,
         CASE WHEN fate < 0.015 THEN sent_at
              WHEN fate < 0.075 THEN sent_at + make_interval(secs => live) END AS failed_at,
         CASE WHEN fate < 0.015 THEN 'error' WHEN fate < 0.075 THEN 'not delivered' END AS failure,
         CASE WHEN fate < 0.015 THEN 0 ELSE round((0.012 + u3 * 0.018)::numeric, 4) END AS price
       FROM r)
     INSERT INTO viber_recipients (campaign_id, phone, address_book_id, price, currency, sent_at,
       delivered_at, read_at, clicked_at, failed_at, failure, status, last_update, next_at)
     SELECT $1, phone, book, price, 'EUR', sent_at, delivered_at, read_at, clicked_at, failed_at,
       failure, ${p.status}, ${p.lastUpdate}, ${p.nextAt}
     FROM f`,
    [campaignId, now],
  );
  await db.query(
    `UPDATE viber_campaigns SET started = true, status = 'send',
       sending_until = GREATEST(send_date, moderation_until)
         + make_interval(secs => CASE WHEN stretch_time > 0 THEN stretch_time * 3600 ELSE 60 + id % 60 END)
     WHERE id = $1`,
    [campaignId],
  );
}

export const statisticSql = (campaignColumn: string) => `(
  SELECT json_build_object(
    'sent', count(*) FILTER (WHERE status IS NOT NULL AND status <> 'error'),
    'delivered', count(*) FILTER (WHERE status IN (${DELIVERED})),
    'read', count(*) FILTER (WHERE status IN ('delivered and read', 'read and a clickthrough followed')),
    'redirected', count(*) FILTER (WHERE status = 'read and a clickthrough followed'),
    'undelivered', count(*) FILTER (WHERE status = 'not delivered'),
    'errors', count(*) FILTER (WHERE status = 'error'))
  FROM viber_recipients WHERE campaign_id = ${campaignColumn})`;

/** ~1 MB of JSON a piece */
const PIECE_ROWS = 5_000;

export function registerRecipients(router: Router, ctx: ApiContext): void {
  // All at once as the contract says, unordered (a sort costs more than the reply), streamed
  // from a cursor with each piece's JSON made by the store, as a real reply arrives.
  router.get("/viber/task/:id/recipients", async (req) => {
    const id = parseId(req.params.id);
    const found = await ctx.db.query(`SELECT 1 FROM viber_campaigns WHERE id = $1`, [id]);
    if (found.rows.length === 0) throw notFound("Campaign not found");
    return new StreamedJson(async (write) => {
      write(`{"task_id":${id},"recipients":[`);
      // one transaction: the pieces are one consistent reading
      await ctx.db.transaction(async (tx) => {
        await tx.query(
          `DECLARE recipients NO SCROLL CURSOR FOR
           SELECT row_to_json(r)::text AS json FROM (
             SELECT phone, address_book_id, status, ${fastDate("sent_at")} AS send_date,
               price, currency, ${fastDate("last_update")} AS last_update
             FROM viber_recipients WHERE campaign_id = $1 AND status IS NOT NULL) r`,
          [id, ctx.timeZone],
        );
        for (let first = true; ; first = false) {
          const { rows } = await tx.query<{ json: string }>(`FETCH ${PIECE_ROWS} FROM recipients`);
          if (rows.length === 0) break;
          write((first ? "" : ",") + rows.map((r) => r.json).join(","));
          // let the piece leave: the socket is written only when the event loop turns
          await new Promise((done) => setImmediate(done));
        }
      });
      write("]}");
    });
  });
}
