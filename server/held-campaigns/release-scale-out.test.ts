import type { TestMessagingApi } from "@messaging-console/messaging-api/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { until } from "@/test/until";

import { releaseDue, type Send } from "./release";
import {
  campaignsByName,
  consoleSend,
  createsReceived,
  heldPayload,
  openReleaseWorld,
  upstreamIdsByName,
} from "./release.test-helper";
import type { HeldRow } from "./store";

vi.mock("@/server/viber/campaign-list", () => ({ forgetCampaignList: vi.fn() }));

/**
 * Two consoles on one PostgreSQL release the same due campaigns at once, each
 * through its own upstream client to the embedded Messaging API over HTTP. The
 * first console's creates wait until the second has claimed a row, and the API
 * answers each create slowly, so both consoles claim while the other sends: each
 * row goes upstream once and ends "sent" with the id the API gave it.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
// a time of its own, long past: only rows due by then (this test's) are claimed
const NOW = new Date("2001-02-03T04:05:00Z");
// enough rows, each answered slowly, that the consoles take turns at them
const ROWS = 45;

describe.skipIf(!pgUrl)("held-campaign release with two consoles (PostgreSQL)", () => {
  let world: Awaited<ReturnType<typeof openReleaseWorld>>;
  let api: TestMessagingApi;
  let rows: HeldRow[] = [];

  beforeAll(async () => {
    world = await openReleaseWorld(pgUrl!);
    api = world.api;
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

  it("sends each due row upstream once, and each ends sent with its upstream id", async () => {
    const tag = `scale-out ${process.pid} ${Date.now()}`;
    // one batch of several parts (groups), due over the last minutes before NOW
    rows = await world.hold({
      authorId: 10,
      needsApproval: false,
      parts: Array.from({ length: ROWS }, (_, i) => ({
        payload: heldPayload(`${tag} #${i}`),
        sendAt: new Date(NOW.getTime() - (ROWS - i) * 10_000),
        recipientCount: 1,
      })),
    });
    await api.setFaults({ match: "/viber", exact: true, method: "POST", latencyMs: 150 });

    const [a, b] = [consoleSend(api), consoleSend(api)];
    // The race by construction, not by timing: A's creates wait at a gate that B's
    // first claim opens (B sends only what it claimed), so B starts while A holds a
    // row or two and has nearly all left. Should B claim nothing (one claim of A's
    // took every row), its runs ending open the gate and the count below says so.
    let aClaimed = 0;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const sendA: Send = async (payload, row) => {
      aClaimed++;
      await gate;
      return a(payload, row);
    };
    const sendB: Send = (payload, row) => {
      openGate();
      return b(payload, row);
    };
    // each console runs two releases at once, as its minute job and an approval's would;
    // the second console starts once the first has claimed a row
    const first = [releaseDue({ now: NOW, send: sendA }), releaseDue({ now: NOW, send: sendA })];
    await until(() => (aClaimed > 0 ? true : undefined), 10_000);
    const second = [releaseDue({ now: NOW, send: sendB }), releaseDue({ now: NOW, send: sendB })];
    void Promise.allSettled(second).then(openGate);
    const [runsA, runsB] = [await Promise.all(first), await Promise.all(second)];
    const runs = [...runsA, ...runsB];

    const ids = rows.map((r) => r.id).sort((x, y) => x - y);
    const sentIds = runs.flatMap((r) => r.sent.map((s) => s.id)).sort((x, y) => x - y);
    // every row reported sent by exactly one of the runs, none failed or put back
    expect(sentIds).toEqual(ids);
    expect(runs.flatMap((r) => [...r.failed, ...r.retrying])).toEqual([]);
    // both consoles sent some (the race was real: B claimed while A held rows)
    const sentBy = (rs: typeof runs) => rs.reduce((n, r) => n + r.sent.length, 0);
    expect(sentBy(runsA)).toBeGreaterThan(0);
    expect(sentBy(runsB)).toBeGreaterThan(0);

    // the API received one create per row, and stored one campaign under each name
    expect(createsReceived(api)).toBe(ROWS);
    const stored = await campaignsByName(api);
    for (const r of rows) expect(stored.get(r.payload.task_name!)).toBe(1);

    const after = [...(await world.heldNow()).values()];
    const upstreamIds = await upstreamIdsByName(api);
    for (const row of after) {
      expect(row).toMatchObject({ status: "sent", late: true, outcomeUnknown: false, error: null });
      expect(row.upstreamId).toBe(upstreamIds.get(row.payload.task_name!));
    }
    expect(new Set(after.map((r) => r.upstreamId)).size).toBe(ROWS);

    // a later run on either console sends nothing again
    await releaseDue({ now: new Date(NOW.getTime() + 60_000), send: b });
    expect(createsReceived(api)).toBe(ROWS);
  }, 45_000);
});

if (!pgUrl) {
  it("held-campaign release with two consoles: skipped because TEST_DATABASE_URL is not set", () => {
    expect(pgUrl).toBeUndefined();
  });
}
