import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { smtpModule } from ".";
import type { TestMessagingApi } from "../testing";
import { startSmtpTestApi } from "./test-api";

const DAY = 86_400_000;
let api: TestMessagingApi;
let seedMs = 0;

beforeAll(async () => {
  const started = Date.now();
  api = await startSmtpTestApi({ seed: true, modules: [smtpModule] });
  seedMs = Date.now() - started;
});
afterAll(() => api.close());

describe("SMTP demo data", () => {
  it("is created quickly", () => {
    // seeded in SQL from hashes (~5 s idle); row by row from JS would take minutes.
    // The bound is generous because the 2-core box is shared with other suites.
    expect(seedMs).toBeLessThan(60_000);
  });

  it("holds tens of thousands of emails over the last 30 days", async () => {
    const { body } = await api.call("GET", "/smtp/emails/total");
    expect(body.total).toBeGreaterThanOrEqual(40_000);
    const newest = await api.call("GET", "/smtp/emails?limit=5");
    expect(newest.body).toHaveLength(5);
    const now = api.clock.nowMs();
    const oldest = await api.call("GET", `/smtp/emails?limit=1&offset=${body.total - 1}`);
    const oldestAt = Date.parse(`${oldest.body[0].send_date.replace(" ", "T")}Z`);
    expect(now - oldestAt).toBeGreaterThan(29 * DAY);
    // the real clock runs on while the rest of the demo is seeded
    expect(now - oldestAt).toBeLessThanOrEqual(30 * DAY + 120_000);
  });

  it("has several senders, opens and clicks in several countries and browsers", async () => {
    const pages = await Promise.all(
      [3000, 3100, 3200, 3300, 3400].map((o) =>
        api.call("GET", `/smtp/emails?limit=100&offset=${o}`),
      ),
    );
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reply records read freely
    const body: any[] = pages.flatMap((p) => p.body as any[]);
    const senders = new Set(body.map((e: { sender: string }) => e.sender));
    expect(senders.size).toBeGreaterThanOrEqual(4);
    const opened = body.filter((e: { tracking: { open: number } }) => e.tracking.open > 0);
    expect(opened.length / body.length).toBeGreaterThan(0.3);
    expect(opened.length / body.length).toBeLessThan(0.55);
    const clicked = body.filter((e: { tracking: { click: number } }) => e.tracking.click > 0);
    expect(clicked.length).toBeGreaterThan(20);
    const infos = opened.flatMap(
      (e: { tracking: { client_info: { country: string; browser: string; os: string }[] } }) =>
        e.tracking.client_info,
    );
    expect(new Set(infos.map((i: { country: string }) => i.country)).size).toBeGreaterThanOrEqual(
      5,
    );
    expect(new Set(infos.map((i: { browser: string }) => i.browser)).size).toBeGreaterThanOrEqual(
      4,
    );
    expect(new Set(infos.map((i: { os: string }) => i.os)).size).toBeGreaterThanOrEqual(4);
    const link = clicked[0].tracking.link[0];
    expect(link.url).toMatch(/^https:\/\//);
    expect(link.screen_resolution).toMatch(/^\d+x\d+$/);
  });

  it("filters the log by country", async () => {
    const { body } = await api.call("GET", "/smtp/emails?country=germany&limit=50");
    expect(body.length).toBe(50);
    for (const e of body)
      expect(e.tracking.client_info.some((c: { country: string }) => c.country === "Germany")).toBe(
        true,
      );
  });

  it("has dozens of bounces in the last 24 hours, hard and soft", async () => {
    const { body } = await api.call("GET", "/smtp/bounces/day?limit=500");
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.total).toBeLessThan(200);
    const codes = new Set<number>(
      body.emails.map((b: { smtp_answer_code: number }) => b.smtp_answer_code),
    );
    expect([...codes].some((c) => c >= 500)).toBe(true);
    expect([...codes].some((c) => c < 500)).toBe(true);
    for (const b of body.emails) expect(b.smtp_answer_subcode).toMatch(/^[45]\.\d\.\d$/);
  });

  it("has hundreds of unsubscribes of every kind over the month", async () => {
    const { body } = await api.call("GET", "/smtp/unsubscribe?limit=500");
    expect(body.length).toBeGreaterThanOrEqual(300);
    type U = { unsubscribe_by_link: number; unsubscribe_by_user: number; spam_complaint: number };
    expect(body.some((u: U) => u.unsubscribe_by_link === 1)).toBe(true);
    expect(body.some((u: U) => u.unsubscribe_by_user === 1)).toBe(true);
    expect(body.some((u: U) => u.spam_complaint === 1)).toBe(true);
  });

  it("keeps the last 24 hours alive: ticks send, a long sleep backfills a bounded amount", async () => {
    await api.tick();
    const before = (await api.call("GET", "/smtp/emails/total")).body.total;
    await api.advance(60_000);
    const after = (await api.call("GET", "/smtp/emails/total")).body.total;
    expect(after - before).toBeGreaterThanOrEqual(10);
    expect(after - before).toBeLessThanOrEqual(17);

    await api.advance(10 * DAY);
    const later = (await api.call("GET", "/smtp/emails/total")).body.total;
    expect(later - after).toBeGreaterThan(100);
    expect(later - after).toBeLessThanOrEqual(400);
    const bounces = (await api.call("GET", "/smtp/bounces/day/total")).body.total;
    expect(bounces).toBeGreaterThanOrEqual(20);
    const newest = (await api.call("GET", "/smtp/emails?limit=1")).body[0];
    const at = Date.parse(`${newest.send_date.replace(" ", "T")}Z`);
    // 400 emails over 24 hours: one every ~3.6 minutes
    expect(api.clock.nowMs() - at).toBeLessThan(10 * 60_000);
  });
});
