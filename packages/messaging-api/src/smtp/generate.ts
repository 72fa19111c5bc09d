import type { PGlite } from "@electric-sql/pglite";

import type { BounceSpike } from "../control";
import { ACCOUNT_IPS } from "./account";
import { noteEmailsInserted } from "./email-order";
import { pickIndex, uniform as u } from "./request";
import {
  BOUNCES,
  COUNTRIES,
  DEVICES,
  EMAIL_KINDS,
  recipientSql,
  sqlPick,
  weighted,
} from "./vocabulary";

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const kindIdx = weighted(
  EMAIL_KINDS.map((k, i) => ({ i, w: k.weight })),
  (k) => k.w,
).map((k) => k.i);
const bounceIdx = weighted(
  BOUNCES.map((b, i) => ({ i, w: b[3] })),
  (b) => b.w,
).map((b) => b.i);

const kindsValues = EMAIL_KINDS.map(
  (k, i) =>
    `(${i}, ${lit(`${k.sender}@northwind-shop.example`)}, ${lit(k.subject)}, ARRAY[${k.links.map((l) => lit(`https://northwind-shop.example${l}`)).join(",")}]::text[])`,
).join(", ");
const bounceValues = BOUNCES.map(
  ([code, sub, data], i) => `(${i}, ${code}, ${lit(sub)}, ${lit(data)})`,
).join(", ");

const GENERATE_EMAILS = `
WITH kinds (k, sender, subject, links) AS (VALUES ${kindsValues}),
bounces (b, code, sub, data) AS (VALUES ${bounceValues}),
g AS (SELECT i, nextval('smtp_email_seq') AS n FROM generate_series(1, $1::int) AS i),
e AS (
  SELECT g.n, g.i,
    (ARRAY[${kindIdx.join(",")}])[1 + ${pickIndex("g.n", 1, kindIdx.length)}] AS k,
    100000 + (g.n * 7919) % 900000 AS num,
    ${recipientSql("g.n", 3)} AS rcpt,
    ${u("g.n", 4)} < $4::float8 AS bounced,
    (ARRAY[${bounceIdx.join(",")}])[1 + ${pickIndex("g.n", 5, bounceIdx.length)}] AS b,
    ${sqlPick(ACCOUNT_IPS, "g.n", 7)} AS ip
  FROM g
),
ins AS (
  INSERT INTO smtp_emails (n, id, sender, recipient, subject, total_size, sender_ip, used_ip,
    smtp_answer_code, smtp_answer_subcode, smtp_answer_data, send_date, links)
  SELECT e.n, smtp_email_id(e.n), COALESCE($5::text, kinds.sender), e.rcpt, replace(kinds.subject, '{num}', e.num::text),
    3000 + ${pickIndex("e.n", 6, 60000)}, e.ip, e.ip,
    CASE WHEN e.bounced THEN bounces.code ELSE 250 END,
    CASE WHEN e.bounced THEN bounces.sub ELSE '2.0.0' END,
    CASE WHEN e.bounced THEN replace(bounces.data, '{rcpt}', e.rcpt) ELSE '2.0.0 OK' END,
    to_timestamp(($2::float8 + ($3::float8 - $2::float8) * ((e.i - 1 + ${u("e.n", 8)}) / $1::float8)) / 1000.0),
    string_to_array(replace(array_to_string(kinds.links, ' '), '{num}', e.num::text), ' ')
  FROM e JOIN kinds ON kinds.k = e.k JOIN bounces ON bounces.b = e.b
  RETURNING n
)
SELECT min(n)::text AS first, max(n)::text AS last FROM ins`;

export async function generateEmails(
  db: PGlite,
  opts: {
    count: number;
    startMs: number;
    endMs: number;
    bounceRate: number;
    /** one sender address for all of them (a bounce spike of one sender domain) */
    sender?: string;
  },
): Promise<void> {
  if (opts.count <= 0) return;
  const res = await db.query<{ first: string | null; last: string | null }>(GENERATE_EMAILS, [
    opts.count,
    opts.startMs,
    opts.endMs,
    opts.bounceRate,
    opts.sender ?? null,
  ]);
  const row = res.rows[0];
  if (row?.first && row.last) {
    noteEmailsInserted(db, row.first, row.last);
    await scheduleTracking(db, row.first, row.last);
  }
}

/** A bounce spike on demand (POST /__control/smtp/bounce-spike). */
export function spikeEmails(db: PGlite, nowMs: number, b: BounceSpike): Promise<void> {
  const startMs = nowMs - b.minutes * 60_000;
  return generateEmails(db, { ...b, startMs, endMs: nowMs });
}

const DEVICES_SQL = [0, 1, 2].map((f) => DEVICES.map((d) => lit(d[f as 0 | 1 | 2])).join(","));
const DEVICE = (field: 0 | 1 | 2) => `(ARRAY[${DEVICES_SQL[field]}])[1 + d.dv]`;

/** Opener share, and click share among openers, of delivered emails. */
const OPEN_RATE = 0.42;
const CLICK_RATE = 0.35;
/** Openers whose mail also gets an Apple privacy-proxy open, and whose links a gateway scans. */
const MPP_RATE = 0.3;
const SCANNED_RATE = 0.08;

const OPENERS = `
  SELECT e.n, e.send_date, e.links,
    ${pickIndex("e.n", 30, DEVICES.length)} AS dv,
    ${sqlPick(COUNTRIES, "e.n", 31)} AS country,
    ${sqlPick(["192.0.2.", "198.51.100.", "203.0.113."], "e.n", 32)} || (1 + ${pickIndex("e.n", 33, 254)}) AS ip,
    e.send_date + make_interval(secs => 60 * (2 + ${u("e.n", 34)} * 600)) AS first_open
  FROM smtp_emails e
  WHERE e.n BETWEEN $1::bigint AND $2::bigint AND e.smtp_answer_code = 250 AND ${u("e.n", 10)} < ${OPEN_RATE}`;

const INSERT_TRACKING = `
WITH d AS (${OPENERS})
INSERT INTO smtp_tracking (email_n, kind, url, browser, os, screen_resolution, ip, country, action_date)
SELECT d.n, 'open', NULL, ${DEVICE(0)}, ${DEVICE(1)}, ${DEVICE(2)}, d.ip, d.country,
  d.first_open + make_interval(secs => 3600 * (j - 1) * (1 + ${u("d.n * 8 + j", 12)} * 20))
FROM d CROSS JOIN LATERAL generate_series(1, 1 + ${pickIndex("d.n", 11, 3)}) AS j
UNION ALL
SELECT d.n, 'click', d.links[1 + ${pickIndex("d.n * 8 + j", 22, 1000)} % cardinality(d.links)],
  ${DEVICE(0)}, ${DEVICE(1)}, ${DEVICE(2)}, d.ip, d.country,
  d.first_open + make_interval(secs => 60 * (1 + j * ${u("d.n * 8 + j", 24)} * 30))
FROM d CROSS JOIN LATERAL generate_series(1, 1 + ${pickIndex("d.n", 21, 2)}) AS j
WHERE cardinality(d.links) > 0 AND ${u("d.n", 20)} < ${CLICK_RATE}
UNION ALL
-- Apple Mail Privacy Protection: Apple's proxy (17.0.0.0/8) loads the image minutes
-- after delivery whether or not anyone reads (lib/email/machine-activity.ts)
SELECT d.n, 'open', NULL, 'Mozilla', '', '', '17.58.' || (1 + ${pickIndex("d.n", 35, 254)}) || '.' || (1 + ${pickIndex("d.n", 36, 254)}),
  'US', d.send_date + make_interval(secs => 30 + 150 * ${u("d.n", 37)})
FROM d WHERE ${u("d.n", 38)} < ${MPP_RATE}
UNION ALL
-- a mail gateway's link scanner (a headless browser on Linux): every link followed
-- seconds after delivery
SELECT d.n, 'click', link, 'Chrome', 'Linux', '1024x768', '40.94.' || (1 + ${pickIndex("d.n", 39, 254)}) || '.7', 'US',
  d.send_date + make_interval(secs => 2 + 4 * ${u("d.n", 40)})
FROM d CROSS JOIN LATERAL unnest(d.links) AS link
WHERE ${u("d.n", 41)} < ${SCANNED_RATE}`;

export async function scheduleTracking(db: PGlite, first: string, last: string): Promise<void> {
  await db.query(INSERT_TRACKING, [first, last]);
}

const GENERATE_UNSUBSCRIBES = `
INSERT INTO smtp_unsubscribes (email, comment, by_link, by_user, spam, date)
SELECT ${recipientSql("($4::bigint + i)", 40)},
  CASE WHEN ${u("$4::bigint + i", 41)} BETWEEN 0.6 AND 0.85 THEN 'Asked to stop by email to support' ELSE '' END,
  (${u("$4::bigint + i", 41)} < 0.6)::int,
  (${u("$4::bigint + i", 41)} BETWEEN 0.6 AND 0.85)::int,
  (${u("$4::bigint + i", 41)} > 0.85)::int,
  to_timestamp(($2::float8 + ($3::float8 - $2::float8) * ${u("$4::bigint + i", 42)}) / 1000.0)
FROM generate_series(1, $1::int) AS i
ON CONFLICT DO NOTHING`;

export async function generateUnsubscribes(
  db: PGlite,
  opts: { count: number; startMs: number; endMs: number; salt: number },
): Promise<void> {
  if (opts.count <= 0) return;
  await db.query(GENERATE_UNSUBSCRIBES, [opts.count, opts.startMs, opts.endMs, opts.salt]);
}
