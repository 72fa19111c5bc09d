import type { ApiContext } from "../context";
import { insertCampaign, MODERATION_MS } from "./campaign-store";
import { DEMO_THEMES, imageFor } from "./demo-content";

/**
 * Schedules the next "live" demo campaign (a small book over two hours), so that
 * while the API runs the console always has a campaign in progress.
 */
export async function scheduleLiveCampaign(ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const res = await db.query<{
    n: number;
    book: number | null;
    sender: number | null;
    sender_name: string | null;
  }>(
    `SELECT (SELECT count(*)::int FROM viber_campaigns WHERE demo) AS n,
       (SELECT id FROM address_books WHERE name = 'Kyiv store visitors' LIMIT 1) AS book,
       s.id AS sender, s.name AS sender_name
     FROM (SELECT 1) one
     LEFT JOIN LATERAL (SELECT id, name FROM viber_senders WHERE status = 'verified' ORDER BY id LIMIT 1) s ON true`,
  );
  const row = res.rows[0];
  if (!row?.book || !row.sender || !row.sender_name) return;
  const theme = DEMO_THEMES[row.n % DEMO_THEMES.length];
  if (!theme) return;
  const now = ctx.clock.now();
  await insertCampaign(db, {
    name: `${theme.name} — Kyiv store visitors (live)`,
    message_type: 2,
    message: theme.message,
    button_text: theme.button,
    button_link: theme.link,
    image_link: imageFor(theme.name),
    address_book_id: row.book,
    recipients: null,
    sender_id: row.sender,
    sender_name: row.sender_name,
    message_live_time: 3600,
    send_date: now,
    stretch_time: 2,
    resend_sms: false,
    sms_text: null,
    sms_sender_name: null,
    status: "moderation",
    created: now,
    moderation_until: new Date(now.getTime() + MODERATION_MS),
    demo: true,
  });
}
