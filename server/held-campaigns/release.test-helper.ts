import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import {
  addViberFixtures,
  SENDER,
  VIBER_ONLY,
} from "@messaging-console/messaging-api/viber/test-fixtures";
import { inArray } from "drizzle-orm";
import postgres from "postgres";

import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { heldCampaigns } from "@/server/db/schema";
import { createUpstreamClient } from "@/server/upstream";

import type { Send } from "./release";
import { holdCampaigns, type HeldRow } from "./store";

/**
 * What the PostgreSQL release tests share. releaseDue takes every due row in the
 * database, not only a test's own: the tests that release on the shared database
 * take one advisory lock, so one test's console never sends another test's rows.
 */
const RELEASE_TESTS_LOCK = 724_114;

/** Holds the lock on a connection of its own until `release()`. */
async function lockReleases(url: string) {
  const pg = postgres(url, { max: 1, onnotice: () => {} });
  await pg`SELECT pg_advisory_lock(${RELEASE_TESTS_LOCK})`;
  return {
    pg,
    /** Drops the shared rate budget the consoles kept for the API at `apiUrl`. */
    async forgetBudget(apiUrl: string) {
      await pg`DELETE FROM rate_budget WHERE key LIKE ${`upstream ${apiUrl}%`}`;
    },
    async release() {
      await pg`SELECT pg_advisory_unlock(${RELEASE_TESTS_LOCK})`.catch(() => {});
      await pg.end();
    },
  };
}

/**
 * A release test's world on PostgreSQL at `url`: the database the server modules use,
 * the shared lock, and the embedded API. `hold()` keeps campaigns (dropped by `close()`).
 */
export async function openReleaseWorld(url: string) {
  const handle = await openDatabase({ url });
  setDatabaseForTests(handle);
  const lock = await lockReleases(url);
  const api = await startUpstream();
  const held: HeldRow[] = [];
  return {
    db: handle.db,
    api,
    async hold(input: Parameters<typeof holdCampaigns>[0]): Promise<HeldRow[]> {
      const rows = await holdCampaigns(input);
      held.push(...rows);
      return rows;
    },
    /** The held rows as they are now, by id. */
    async heldNow(): Promise<Map<number, HeldRow>> {
      const ids = held.map((r) => r.id);
      const rows = await handle.db
        .select()
        .from(heldCampaigns)
        .where(inArray(heldCampaigns.id, ids));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async close(): Promise<void> {
      if (held.length)
        await handle.db.delete(heldCampaigns).where(
          inArray(
            heldCampaigns.id,
            held.map((r) => r.id),
          ),
        );
      await lock.forgetBudget(api.url);
      await lock.release();
      await api.close();
      setDatabaseForTests(undefined);
      await handle.close();
    },
  };
}

/** The embedded Messaging API on a free loopback port, with a verified sender. */
export async function startUpstream(): Promise<TestMessagingApi> {
  const api = await startTestMessagingApi(VIBER_ONLY);
  await addViberFixtures(api);
  return api;
}

/** One console's own upstream client (its own token and budget), as a `Send`. */
export function consoleSend(api: TestMessagingApi): Send {
  const client = createUpstreamClient({
    baseUrl: api.url,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    maxRps: 1000,
    timeoutMs: 20_000,
    log: () => {},
  });
  return (payload) => client.viber.createCampaign(payload);
}

/** The creates (POST /viber) that reached the API, answered or not. */
export const createsReceived = (api: TestMessagingApi) =>
  api.received({ method: "POST" }).filter((c) => c.path === "/viber").length;

/** How many campaigns the API stored under each name. */
export async function campaignsByName(api: TestMessagingApi): Promise<Map<string, number>> {
  const res = await api.db.query<{ name: string; n: number }>(
    `SELECT name, count(*)::int AS n FROM viber_campaigns GROUP BY name`,
  );
  return new Map(res.rows.map((r) => [r.name, r.n]));
}

/** The id the API gave each stored campaign, by name. */
export async function upstreamIdsByName(api: TestMessagingApi): Promise<Map<string, number>> {
  const res = await api.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM viber_campaigns`,
  );
  return new Map(res.rows.map((r) => [r.name, r.id]));
}

export const heldPayload = (name: string): ViberCampaignCreate => ({
  task_name: name,
  message_type: 2,
  sender_id: SENDER.verified,
  message_live_time: 3600,
  send_date: "2030-01-01 10:00:00",
  recipients: ["380501234567"],
  message: `${name}: 20% off`,
});
