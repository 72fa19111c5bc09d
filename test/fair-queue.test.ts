import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GET as searchUnsubscribes } from "@/app/api/email/unsubscribes/search/route";
import { MAX_WAITING_PER_LANE } from "@/server/upstream/fair-scheduler";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * The attack from the security issue: one support user's 300 concurrent
 * searches made another user's read wait 30 s, because upstream calls queued
 * first come, first served. Run at the real budget: 10 requests a second on
 * the embedded Messaging API and on the console (which runs its bucket at 9/s).
 */
const BUDGET = 10;
const FLOOD = 300;
const READS = 12;
const GIVE_UP_MS = 10_000;

let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ maxRps: BUDGET });
});
afterAll(() => h?.close());

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1]!;
};

describe("one user flooding the upstream", () => {
  it("does not hold another user's reads: theirs stay within 1 s (p95), the flooder gets 429s", async () => {
    const support = await h.cookieFor("support");
    const marketer = await h.cookieFor("marketer");
    // the token request and the session lookups are not part of the attack
    expect((await search(support, "warm-up@example.com")).status).toBe(200);
    h.api.clearCalls();

    const statuses: number[] = [];
    const refusals: { retryAfter: string | null; body: unknown }[] = [];
    let flooding = true;
    let n = 0;
    // 300 searches at once, each for another address so no cache serves it; each
    // one answered is followed by the next (a refused one after a second), so the
    // flooder keeps its queue full while the other user reads
    const attacker = async () => {
      while (flooding) {
        const res = await search(support, `flood-${n++}@example.com`);
        statuses.push(res.status);
        if (res.status === 429) {
          refusals.push({ retryAfter: res.headers.get("retry-after"), body: res.body });
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    };
    const flood = Array.from({ length: FLOOD }, attacker);
    // let the flood fill the queue first
    await new Promise((r) => setTimeout(r, 300));

    const waits: number[] = [];
    try {
      for (let i = 0; i < READS; i++) {
        const started = performance.now();
        // a read still waiting after GIVE_UP_MS fails the test without waiting for it
        const res = await Promise.race([
          search(marketer, `reader-${i}@example.com`),
          new Promise<null>((r) => setTimeout(() => r(null), GIVE_UP_MS)),
        ]);
        waits.push(performance.now() - started);
        if (!res) break;
        expect(res.status).toBe(200);
        statuses.push(res.status);
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      flooding = false;
      await Promise.all(flood);
    }

    console.log(
      `fair queue: the other user's reads p95 ${Math.round(p95(waits))} ms, max ${Math.round(Math.max(...waits))} ms; ` +
        `the flooder: ${statuses.filter((s) => s === 200).length - READS} answered, ${refusals.length} refused`,
    );
    expect(p95(waits)).toBeLessThanOrEqual(1000);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    expect(refusals.length).toBeGreaterThan(0);
    for (const r of refusals) {
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(r.body).toEqual({
        error: {
          code: "rate_limited",
          message: expect.stringMatching(
            /^You have too many requests waiting for the Messaging API\. Try again in \d+ s\.$/,
          ) as unknown,
          retryAfter: Number(r.retryAfter),
        },
      });
    }
    // a refused search never reached the upstream: one call per answered search
    const upstreamSearches = h.api.received({ pathPrefix: "/smtp/unsubscribe/search" }).length;
    expect(upstreamSearches).toBe(statuses.filter((s) => s === 200).length);
  }, 120_000);

  it(`admits up to ${MAX_WAITING_PER_LANE} waiting calls per user, refuses the rest at once`, async () => {
    const support = await h.cookieFor("support");
    // a user's lane empties once its calls are served: wait for the previous test's
    await new Promise((r) => setTimeout(r, 4000));
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        search(support, `burst-${i}@example.com`).then((res) => ({
          ...res,
          ms: performance.now() - started,
        })),
      ),
    );
    const refused = replies.filter((r) => r.status === 429);
    const answered = replies.filter((r) => r.status === 200);
    // the first goes (a token is there), 20 wait, the rest are refused
    expect(answered.length).toBeGreaterThanOrEqual(MAX_WAITING_PER_LANE);
    expect(answered.length).toBeLessThanOrEqual(MAX_WAITING_PER_LANE + 2);
    expect(refused.length).toBe(40 - answered.length);
    // refused at once, not after waiting their turn
    for (const r of refused) expect(r.ms).toBeLessThan(1000);
  }, 60_000);

  it("a read another user already has waiting in a full queue goes at the asker's turn", async () => {
    const support = await h.cookieFor("support");
    const admin = await h.cookieFor("admin");
    await new Promise((r) => setTimeout(r, 1000));
    // the flooder's queue: 19 searches of its own, then one for the address the other asks about
    const flood = Array.from({ length: MAX_WAITING_PER_LANE - 1 }, (_, i) =>
      search(support, `queue-${i}@example.com`),
    );
    const theirs = search(support, "asked-by-both@example.com");
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    const mine = await search(admin, "asked-by-both@example.com");
    const ms = performance.now() - started;
    expect(mine.status).toBe(200);
    // one upstream call served both (coalesced), at the asker's turn, not after the 19
    expect(ms).toBeLessThan(1000);
    expect((await theirs).status).toBe(200);
    await Promise.all(flood);
  }, 60_000);

  it("a token refresh while the flooder's queue is full serves everyone, refuses no one else", async () => {
    const support = await h.cookieFor("support");
    const marketer = await h.cookieFor("marketer");
    await new Promise((r) => setTimeout(r, 1000));
    // the flooder keeps its queue full: a freed place is taken again at once
    const statuses: number[] = [];
    let flooding = true;
    let n = 0;
    const flood = Array.from({ length: 60 }, async () => {
      while (flooding) {
        const res = await search(support, `revoked-${n++}@example.com`);
        statuses.push(res.status);
        if (res.status === 429) await new Promise((r) => setTimeout(r, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    // every token issued so far stops working: the next call's 401 asks for a new one
    await h.api.setFaults({ revokeTokens: true });
    try {
      const started = performance.now();
      const mine = await search(marketer, "after-revocation@example.com");
      expect(mine.body).toEqual({ unsubscribed: false });
      expect(performance.now() - started).toBeLessThan(1500);
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      flooding = false;
      await Promise.all(flood);
      await h.api.resetFaults();
    }
    // the flooder's own calls were answered or refused, none failed for the token
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
  }, 60_000);
});

function search(cookie: string, email: string) {
  return callRoute(searchUnsubscribes, {
    method: "GET",
    path: "/api/email/unsubscribes/search",
    query: { email },
    cookie,
  });
}
