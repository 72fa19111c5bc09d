import type { ApiContext } from "../context";
import { scheduleLiveCampaign } from "./demo-live";
import { advanceRecipients, startCampaign } from "./recipients";

/** api_meta key set by the demo seed: keep a campaign sending while the API runs. */
export const LIVE_DEMO_KEY = "viber_demo_live";

/** moderation → waiting → `send` → `sent`; one cheap query decides whether anything is due */
export async function viberTick(ctx: ApiContext): Promise<void> {
  const now = ctx.clock.now();
  const { db } = ctx;
  const due = await db.query<{ any: boolean; idle: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM viber_campaigns WHERE status = 'moderation' AND moderation_until <= $1)
       OR EXISTS (SELECT 1 FROM viber_campaigns WHERE status IS NULL AND NOT started
                  AND send_date <= $1 AND moderation_until <= $1)
       OR EXISTS (SELECT 1 FROM viber_campaigns WHERE status = 'send' AND sending_until <= $1)
       OR EXISTS (SELECT 1 FROM viber_recipients WHERE next_at <= $1) AS any,
       EXISTS (SELECT 1 FROM api_meta WHERE key = '${LIVE_DEMO_KEY}')
       AND NOT EXISTS (SELECT 1 FROM viber_campaigns WHERE status IN ('send', 'moderation')
                       OR (status IS NULL AND NOT started AND send_date <= $1 + interval '10 minutes'))
         AS idle`,
    [now],
  );
  const flags = due.rows[0];
  if (flags?.idle) await scheduleLiveCampaign(ctx);
  if (!flags?.any) return;

  await db.query(
    `UPDATE viber_campaigns SET status = NULL WHERE status = 'moderation' AND moderation_until <= $1`,
    [now],
  );
  const ready = await db.query<{ id: number }>(
    `SELECT id FROM viber_campaigns WHERE status IS NULL AND NOT started
       AND send_date <= $1 AND moderation_until <= $1 ORDER BY id`,
    [now],
  );
  for (const { id } of ready.rows) await startCampaign(db, id, now);
  await advanceRecipients(db, now);
  await db.query(
    `UPDATE viber_campaigns SET status = 'sent' WHERE status = 'send' AND sending_until <= $1`,
    [now],
  );
}
