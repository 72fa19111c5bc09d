import path from "node:path";

import type { TestMessagingApi } from "@messaging-console/messaging-api/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { startChildConsole } from "@/server/jobs/child-console.test-helper";

import { releaseDue, STUCK_SENDING_MS } from "./release";
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
 * A console killed with kill -9 while it releases: a child process
 * (killed-release.child.ts) releases three due campaigns, the embedded Messaging
 * API holds the first create open and the test kills the child. The console in
 * this process then sends the two the dead one never sent, once each, and leaves
 * the one it was sending alone: "sending" until STUCK_SENDING_MS after its claim,
 * then failed with an unknown outcome for a person to check, never sent again.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
// a time of its own, long past: only rows due by then (this test's) are claimed
const NOW = new Date("2002-03-04T05:06:00Z");
// how long the API holds the first create: the child is killed well within it
const HOLD_MS = 3_000;

describe.skipIf(!pgUrl)(
  "a console killed with kill -9 mid-release (PostgreSQL only: skipped without TEST_DATABASE_URL)",
  () => {
    let world: Awaited<ReturnType<typeof openReleaseWorld>>;
    let api: TestMessagingApi;
    let child: ReturnType<typeof startChildConsole> | undefined;
    let rows: HeldRow[] = [];

    beforeAll(async () => {
      world = await openReleaseWorld(pgUrl!);
      api = world.api;
    }, 60_000);

    afterAll(async () => {
      // whatever failed, no console is left running
      child?.stop();
      await world?.close();
    });

    it("sends what the dead console never sent, once; its in-flight row fails as unknown", async () => {
      const tag = `killed-release ${process.pid} ${Date.now()}`;
      rows = await world.hold({
        authorId: 10,
        needsApproval: false,
        parts: [3, 2, 1].map((minutes, i) => ({
          payload: heldPayload(`${tag} #${i}`),
          sendAt: new Date(NOW.getTime() - minutes * 60_000),
          recipientCount: 1,
        })),
      });
      const [inFlight, ...unsent] = rows as [HeldRow, HeldRow, HeldRow];
      await api.setFaults({ match: "/viber", exact: true, method: "POST", latencyMs: HOLD_MS });

      child = startChildConsole(path.join(import.meta.dirname, "killed-release.child.ts"), {
        DATABASE_URL: pgUrl!,
        MESSAGING_API_URL: api.url,
        MESSAGING_API_CLIENT_ID: "console-demo",
        MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
        KILLED_RELEASE_NOW: NOW.toISOString(),
      });
      await child.waitFor(() => createsReceived(api) > 0);
      const heldSince = Date.now();
      expect(await child.kill9()).toBe("SIGKILL");
      await api.resetFaults();
      expect(createsReceived(api)).toBe(1);

      const statuses = () => world.heldNow();
      // the dead console had claimed only the row it was sending (the three side by side)
      const left = await statuses();
      expect(rows.map((r) => [r.id, left.get(r.id)?.status])).toEqual([
        [inFlight.id, "sending"],
        ...unsent.map((r) => [r.id, "held"]),
      ]);
      expect(left.get(inFlight.id)?.upstreamId).toBeNull();

      // the surviving console's next run: sends the two, leaves the in-flight one be
      const send = consoleSend(api);
      const next = await releaseDue({ now: new Date(NOW.getTime() + 60_000), send });
      expect(next.sent.map((r) => r.id)).toEqual(unsent.map((r) => r.id));
      expect(next.failed).toEqual([]);
      // still "sending" just before the limit: the dead console may yet be a slow one
      const before = await releaseDue({
        now: new Date(NOW.getTime() + STUCK_SENDING_MS - 1_000),
        send,
      });
      expect([...before.sent, ...before.failed]).toEqual([]);
      expect((await statuses()).get(inFlight.id)?.status).toBe("sending");
      // past the limit: failed, its outcome unknown (it may exist upstream), not sent again
      const stale = await releaseDue({ now: new Date(NOW.getTime() + STUCK_SENDING_MS), send });
      expect(stale.sent).toEqual([]);
      expect(stale.failed.map((r) => r.id)).toEqual([inFlight.id]);
      await releaseDue({ now: new Date(NOW.getTime() + 2 * STUCK_SENDING_MS), send });

      const end = await statuses();
      expect(end.get(inFlight.id)).toMatchObject({
        status: "failed",
        outcomeUnknown: true,
        upstreamId: null,
      });
      expect(end.get(inFlight.id)?.error).toMatch(/check the campaign list/);
      // the held create ends (the API may store it, its answer going nowhere)
      await new Promise((r) => setTimeout(r, Math.max(0, heldSince + HOLD_MS + 500 - Date.now())));
      expect(createsReceived(api)).toBe(3);
      const stored = await campaignsByName(api);
      expect(stored.get(inFlight.payload.task_name!) ?? 0).toBeLessThanOrEqual(1);
      const upstreamIds = await upstreamIdsByName(api);
      for (const r of unsent) {
        expect(stored.get(r.payload.task_name!)).toBe(1);
        expect(end.get(r.id)).toMatchObject({
          status: "sent",
          late: true,
          upstreamId: upstreamIds.get(r.payload.task_name!),
        });
      }
    }, 50_000);
  },
);

if (!pgUrl) {
  it("killed-release test: skipped because TEST_DATABASE_URL is not set", () => {
    expect(pgUrl).toBeUndefined();
  });
}
