import type { ApiContext } from "../context";
import { ACCOUNT_USER_ID } from "./blacklist";
import { insertCampaign } from "./campaign-store";
import { blackFridayCampaign, demoCampaigns, type Ref } from "./demo-campaigns";
import {
  DEMO_ADDRESS_BOOKS,
  DEMO_PENDING_TEMPLATE,
  DEMO_SENDERS,
  DEMO_VIBER_TEMPLATES,
} from "./demo-content";
import { LIVE_DEMO_KEY, viberTick } from "./lifecycle";
import { startCampaign } from "./recipients";

export { DEMO_VIBER_TEMPLATES } from "./demo-content";

const DAY = 86_400_000;

/**
 * Deterministic demo data relative to the clock: senders, address books,
 * templates, ~300 blacklist entries, ~40 campaigns and the 100,000-recipient
 * Black Friday campaign. Bulk rows are made by SQL (generate_series), not by JS.
 */
export async function seedViber(ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();

  const senders: (Ref & { status: string })[] = [];
  for (const [i, s] of DEMO_SENDERS.entries()) {
    const res = await db.query<{ id: number }>(
      `INSERT INTO viber_senders (name, status, service_type, web_site, description, countries, traffic_type, admin_comment)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        s.name,
        s.status,
        s.service,
        `https://${s.name.toLowerCase().replace(/\s+/g, "-")}.example`,
        `${s.name}: ${s.traffic} messages for ${s.service.toLowerCase()} customers`,
        s.countries,
        s.traffic,
        s.status === "blocked" ? "Gambling traffic is not allowed on this channel" : null,
      ],
    );
    senders.push({ id: res.rows[0]?.id ?? i + 1, name: s.name, status: s.status });
  }

  const books: Record<string, Ref> = {};
  for (const [i, b] of DEMO_ADDRESS_BOOKS.entries()) {
    const res = await db.query<{ id: number }>(
      `INSERT INTO address_books (name, size, phone_base, phone_step, created)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [b.name, b.size, b.base, b.step, new Date(now.getTime() - (400 - i * 45) * DAY)],
    );
    books[b.name] = { id: res.rows[0]?.id ?? i + 1, name: b.name };
  }

  await db.query(
    `INSERT INTO viber_templates (name, text, status)
     SELECT 'Template ' || ord, t, CASE WHEN t = $2 THEN 'moderation' ELSE 'approved' END
     FROM unnest($1::text[]) WITH ORDINALITY AS x(t, ord)`,
    [[...DEMO_VIBER_TEMPLATES, DEMO_PENDING_TEMPLATE], DEMO_PENDING_TEMPLATE],
  );

  const verified = senders.filter((s) => s.status === "verified");
  const [shop, shopEu, bank, delivery, pharmacy, clinic] = verified;
  const all = books["All customers"];
  if (!shop || !shopEu || !bank || !delivery || !pharmacy || !clinic || !all)
    throw new Error("demo senders or books missing");
  // Black Friday went out before anyone on today's blacklist asked to stop.
  const bf = await insertCampaign(db, blackFridayCampaign(now, shop, all));
  await startCampaign(db, bf, now);
  await seedBlacklist(ctx, now);

  for (const c of demoCampaigns(now, [shop, shopEu, pharmacy], [bank, delivery, clinic], books))
    await insertCampaign(db, c);
  await viberTick(ctx);
  await db.query(`INSERT INTO api_meta (key, value) VALUES ($1, '1') ON CONFLICT DO NOTHING`, [
    LIVE_DEMO_KEY,
  ]);
}

async function seedBlacklist(ctx: ApiContext, now: Date): Promise<void> {
  // Some entries come from the address books (so campaigns skip them), the rest
  // are stray numbers; book-1 entries were all added after Black Friday.
  await ctx.db.query(
    `INSERT INTO viber_blacklist (user_id, phone, description, add_date)
     SELECT $1,
       CASE WHEN g < 90 THEN 380500000000 + 7 * ((g * 7919) % 100000)
            WHEN g < 150 THEN 380630000000 + 13 * ((g * 4391) % 24500)
            WHEN g < 190 THEN 380670000000 + 11 * ((g * 331) % 8200)
            WHEN g < 215 THEN 380930000000 + 17 * ((g * 97) % 3100)
            WHEN g < 230 THEN 380990000000 + 19 * ((g * 53) % 1250)
            ELSE 380440000000 + g::bigint * 104729 END,
       (ARRAY['Asked to stop messages', 'Complaint to support', '', 'Wrong number',
              'Opted out in store', 'Duplicate contact'])[1 + g % 6],
       $2::timestamptz - make_interval(secs =>
         CASE WHEN g < 90 THEN (g * 36263) % 3300000 ELSE (g * 7919) % 7776000 END)
     FROM generate_series(0, 299) g
     ON CONFLICT (phone) DO NOTHING`,
    [ACCOUNT_USER_ID, now],
  );
}
