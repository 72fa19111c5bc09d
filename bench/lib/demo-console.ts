import { createMessagingApi, type MessagingApi } from "@messaging-console/messaging-api/app";

import { launchChromium } from "./browser";
import { startConsole } from "./console";

export type ConsoleHandle = Awaited<ReturnType<typeof startConsole>>;

/**
 * The embedded Messaging API with the demo data and the real budget (10/s),
 * as `npm start` runs it. The console is started separately (`startConsole`),
 * so a section can start a fresh one for a cold measurement.
 */
export async function startDemoApi(): Promise<MessagingApi> {
  return createMessagingApi({ seed: true, maxRps: 10, tickMs: 0 });
}

/**
 * What a browser section measures with: the demo Messaging API, Chromium, and
 * the console once the section starts it on that API (after looking the API up,
 * say). `close()`, in the section's `finally`, stops all three.
 */
export async function demoInChromium() {
  const api = await startDemoApi();
  let c: ConsoleHandle | null = null;
  const browser = await launchChromium().catch((err: Error) => {
    throw new Error(`Chromium did not start (${err.message.split("\n")[0]})`);
  });
  return {
    api,
    browser,
    startConsole: async (env?: Record<string, string>) => (c = await startConsole(api.url, env)),
    close: async () => {
      await browser.close();
      c?.stop();
      await api.close();
    },
  };
}

/** The demo campaign with the most recipients (100,000), straight from the API's store. */
export async function biggestCampaign(api: MessagingApi): Promise<{ id: number; n: number }> {
  const { rows } = await api.db.query<{ id: number; n: number }>(
    `SELECT campaign_id AS id, count(*)::int AS n FROM viber_recipients
     GROUP BY campaign_id ORDER BY n DESC LIMIT 1`,
  );
  if (!rows[0]) throw new Error("the demo data has no campaign with recipients");
  return rows[0];
}

/** A campaign, an email message and a recipient's address to open, as the console lists them. */
export async function sampleIds(
  c: ConsoleHandle,
): Promise<{ campaign: number; email: string; recipient: string }> {
  const get = async <T>(p: string): Promise<T> => {
    const res = await fetch(`${c.url}${p}`, { headers: { Cookie: c.cookie } });
    if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
    return (await res.json()) as T;
  };
  const campaigns = await get<{ items: { id: number }[] }>("/api/viber/campaigns?limit=1");
  const emails = await get<{ items: { id: string; recipient: string | null }[] }>(
    "/api/email/messages?limit=20",
  );
  const recipient = emails.items.find((e) => e.recipient)?.recipient;
  if (!campaigns.items[0] || !emails.items[0] || !recipient)
    throw new Error("no demo campaign, email or recipient");
  return {
    campaign: campaigns.items[0].id,
    email: emails.items[0].id,
    recipient,
  };
}

export { startConsole };
