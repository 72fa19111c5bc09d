import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as messages from "@/app/api/email/messages/route";
import { emailLogScopeWords } from "@/lib/email/log-scope";

import { callRoute, startConsoleHarness, type ConsoleHarness } from "./console-api";

/**
 * Issue 33, point 5: with the outcome filter the log's page and its CSV export read
 * the same window (the newest 1,000 emails matching the other filters), and the
 * export's first line says so in the page's words. Against the embedded Messaging
 * API over HTTP: 60 old failures, then 1,000 newer emails of which 20 fail.
 */
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ seed: false });
  const send = async (to: string[]) => {
    const res = await h.api.call("POST", "/smtp/emails", {
      email: {
        from: { name: "Shop", email: "news@northwind-shop.example" },
        to: to.map((email) => ({ email })),
        subject: "Window",
        text: "Hello",
      },
    });
    expect(res.status).toBe(200);
  };
  await send(Array.from({ length: 60 }, (_, i) => `unknown+old${i}@example.com`));
  await h.api.advance(60_000);
  for (let batch = 0; batch < 10; batch++) {
    await send(
      Array.from({ length: 100 }, (_, i) =>
        i < 2 ? `unknown+new${batch}.${i}@example.com` : `fine${batch}.${i}@example.com`,
      ),
    );
    await h.api.advance(1_000);
  }
}, 240_000);
afterAll(() => h?.close());

async function get(query: Record<string, string>) {
  return callRoute(messages.GET, {
    method: "GET",
    path: "/api/email/messages",
    query,
    cookie: await h.cookieFor("support"),
  });
}

describe("the email log's outcome window", () => {
  it("is the same for the page and the CSV, and the CSV's first line says which", async () => {
    const page = await get({ outcome: "failed", limit: "25" });
    expect(page.status).toBe(200);
    // 1,000 read of a stated 1,000 (not 999), 20 of them failed; the older 60 not read
    expect(page.body.scan).toMatchObject({ read: 1000, cap: 1000, complete: false });
    expect(page.body.total).toBe(20);

    const csv = await get({ outcome: "failed", format: "csv" });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).trimEnd().split("\n");
    const words = emailLogScopeWords({ outcome: "failed", matched: 20, ...page.body.scan }, "UTC");
    expect(lines[0]).toBe(`# No filter. ${words}`);
    expect(lines[0]).toMatch(
      /^# No filter\. Outcome failed \(hard or soft\): 20 among the newest 1000 emails/,
    );
    expect(lines[1]).toContain("smtp_answer_code");
    expect(lines.slice(2)).toHaveLength(20);
    expect(lines.slice(2).every((l) => l.includes("unknown+new"))).toBe(true);
  });

  it("applies to every outcome; without one the export holds all it matched and says so", async () => {
    const csv = await get({
      outcome: "hard",
      format: "csv",
      sender: "news@northwind-shop.example",
    });
    const page = await get({ outcome: "hard", sender: "news@northwind-shop.example" });
    // the sender filter matches every email: still 1,060 > 1,000, so the window applies
    expect(page.body.scan.complete).toBe(false);
    const lines = (csv.body as string).trimEnd().split("\n");
    expect(lines.slice(2)).toHaveLength(page.body.total);

    const all = await get({ format: "csv" });
    const allLines = (all.body as string).trimEnd().split("\n");
    expect(allLines[0]).toMatch(/^# No filter\. All 1060 emails matching the filters \(sent /);
    expect(allLines.slice(2)).toHaveLength(1060);
  });
});
