import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startTestMessagingApi } from "@messaging-console/messaging-api/testing";

import { openDatabase, setDatabaseForTests } from "../../server/db/client";
import { resetEnvForTests } from "../../server/env";

const DOMAINS = 50;
const CAMPAIGNS_7D = 200;
const SENDING = 5;

/**
 * The watch bench's world, in this process: the embedded API with its demo data
 * plus sender domains up to 50 and campaigns up to 200 in the last 7 days (5 of
 * them sending), and the console's server modules on a fresh in-memory database.
 */
export async function watchWorld() {
  const api = await startTestMessagingApi({ seed: true, maxRps: 10, tickMs: 0 });
  await api.db.exec(`
    INSERT INTO smtp_domains (id, user_id, domain, status, expire_date, auto_free_prolong, currency,
      is_default, ssl_type, ssl_expired, ssl_generated, check_dkim, check_spf, check_dmarc, spf_txt_needed, created)
    SELECT 100 + i, user_id, 'bench-' || i || '.example', 1, NULL, 0, currency, false, 0, NULL, NULL,
      true, true, true, '', now() - interval '30 days'
    FROM generate_series(1, ${DOMAINS} - (SELECT count(*) FROM smtp_domains)::int) AS i,
      (SELECT user_id, currency FROM smtp_domains LIMIT 1) AS a;
    INSERT INTO viber_campaigns (name, message_type, message, sender_id, sender_name, message_live_time,
      send_date, stretch_time, status, created, moderation_until, started, sending_until)
    SELECT 'Bench campaign ' || i, 2, 'Bench', s.id, s.name, 3600,
      now() - ((i * 0.8) || ' hours')::interval, 0,
      CASE WHEN i <= ${SENDING} THEN 'send' ELSE 'sent' END,
      now() - ((i * 0.8) || ' hours')::interval - interval '10 minutes',
      now() - ((i * 0.8) || ' hours')::interval, true,
      CASE WHEN i <= ${SENDING} THEN now() + interval '1 day' ELSE now() - ((i * 0.8) || ' hours')::interval END
    FROM generate_series(1, ${CAMPAIGNS_7D} - (SELECT count(*) FROM viber_campaigns
      WHERE created > now() - interval '7 days')::int) AS i,
      (SELECT id, name FROM viber_senders LIMIT 1) AS s;
  `);
  Object.assign(process.env, {
    MESSAGING_API_URL: api.url,
    MESSAGING_API_CLIENT_ID: "console-demo",
    MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
    MESSAGING_API_MAX_RPS: "10",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-watch-")),
  });
  resetEnvForTests();
  (globalThis as { __upstream?: unknown }).__upstream = undefined;
  const handle = await openDatabase({});
  setDatabaseForTests(handle);
  const counts = await api.db.query<{ domains: number; campaigns: number }>(
    `SELECT (SELECT count(*)::int FROM smtp_domains) AS domains,
       (SELECT count(*)::int FROM viber_campaigns WHERE created > now() - interval '7 days') AS campaigns`,
  );
  return {
    api,
    handle,
    counts: counts.rows[0]!,
    async close() {
      setDatabaseForTests(undefined);
      await handle.close();
      await api.close();
    },
  };
}
