import type { Page } from "@playwright/test";

import {
  campaignsNamed,
  fillBasics,
  newPhones,
  openComposer,
  sendButton,
  toReview,
  unique,
} from "./composer-helpers";
import { describeAs, expect, test } from "./fixtures";
import { MESSAGING_API, upstreamCalls } from "./messaging-api-control";

/**
 * Every fault the embedded Messaging API can inject (packages/messaging-api/src/faults.ts),
 * driven through real pages: reads recover by themselves (the upstream client
 * retries, then the browser's query retries) or show an error with a Retry button
 * that works once the fault clears; the composer and the send form keep every value
 * and never write twice (counted in the Messaging API's call log); the console keeps
 * answering GET /api/health after each fault.
 *
 * Faults are global to the Messaging API, so the tests run one after another.
 */

const SENDER = "news@northwind-shop.example";

async function fault(config: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${MESSAGING_API}/__control/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(config),
  });
  expect(res.ok, await res.text()).toBe(true);
}

async function clearFaults(): Promise<void> {
  const res = await fetch(`${MESSAGING_API}/__control/faults`, { method: "DELETE" });
  expect(res.ok).toBe(true);
}

/** The statuses the Messaging API answered for `method path` since `since` (-1: dropped on purpose). */
async function statuses(since: number, method: string, path: string): Promise<number[]> {
  const calls = await upstreamCalls();
  return calls
    .filter((c) => c.at >= since && c.method === method && c.path === path)
    .map((c) => c.status);
}

test.describe.configure({ mode: "serial", timeout: 60_000 });

test.afterEach(async ({ request }) => {
  await clearFaults();
  // the console process survived the fault
  const health = await request.get("/api/health");
  expect(health.status(), await health.text()).toBe(200);
});

test.describe("reads", () => {
  /**
   * Opens the campaign list. The console keeps the upstream's campaign list for a
   * while; `Cache-Control: no-cache` makes it read the list again for each request,
   * so each test meets its fault.
   */
  async function openList(page: Page): Promise<void> {
    await page.setExtraHTTPHeaders({ "Cache-Control": "no-cache" });
    await page.goto("/viber/campaigns");
  }

  // A fault matches every path under /viber/task: the list's delivery figures
  // (GET /viber/task/{id}, read after the rows) stay out of these tests, and each
  // test waits until no read of an earlier page is still reaching the upstream.
  test.beforeEach(async ({ page }) => {
    await page.route("**/api/viber/campaigns/figures?*", (r) => r.abort());
    await expect
      .poll(
        async () => {
          const calls = await upstreamCalls();
          return Date.now() - (calls.at(-1)?.at ?? 0);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(500);
  });

  /** The list answered: rows, and no error. */
  async function expectLoaded(page: Page): Promise<void> {
    const table = page.getByRole("table", { name: "Campaigns" });
    await expect(table.getByRole("row").nth(1)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("[data-slot=error-state]")).toHaveCount(0);
  }

  // The console reads the whole list: the page with the campaigns, then the empty
  // page after them that ends the list (the last 200 of each array below).
  const recovered: [string, Record<string, unknown>, number[]][] = [
    // faults.ts applies a burst of errors first, then the 429s
    [
      "a 5xx burst, then a 429 without Retry-After",
      { errorBurst: { count: 1, status: 503 }, rateLimit: { count: 1, retryAfter: null } },
      [503, 429, 200, 200],
    ],
    ["429s with Retry-After", { rateLimit: { count: 2, retryAfter: 1 } }, [429, 429, 200, 200]],
    // malformed first, then the dropped connection (the order faults.ts applies them in)
    [
      "a malformed reply, then a dropped connection",
      { malformed: { count: 1 }, drop: { count: 1 } },
      [200, -1, 200, 200],
    ],
  ];
  for (const [name, config, seen] of recovered) {
    test(`${name} on a list read recovers by itself`, async ({ page }) => {
      const since = Date.now();
      // the list alone: the watch reads campaigns' statistics (/viber/task/{id}) meanwhile
      await fault({ match: "/viber/task", exact: true, ...config });
      await openList(page);
      await expectLoaded(page);
      // the fault was really met, and retried up to a good answer
      expect(await statuses(since, "GET", "/viber/task")).toEqual(seen);
    });
  }

  test("revoked tokens: the console gets a new one and the read succeeds", async ({ page }) => {
    const since = Date.now();
    await fault({ revokeTokens: true });
    await openList(page);
    await expectLoaded(page);
    expect(await statuses(since, "GET", "/viber/task")).toEqual([401, 200, 200]);
    expect(await statuses(since, "POST", "/oauth/access_token")).toEqual([200]);
  });

  test("a failure that outlasts the retries shows Retry, which works once the fault clears", async ({
    page,
  }) => {
    const since = Date.now();
    await fault({ match: "/viber/task", errorBurst: { count: 1000, status: 502 } });
    await openList(page);
    const error = page.locator("[data-slot=error-state]");
    await expect(error).toContainText("having trouble right now", { timeout: 30_000 });
    // 3 attempts per console call, the browser's first call and 2 retries
    expect(await statuses(since, "GET", "/viber/task")).toEqual(Array(9).fill(502));
    await clearFaults();
    await error.getByRole("button", { name: "Retry" }).click();
    await expectLoaded(page);
  });

  test("latency beyond the console's upstream timeout: 504, then the read recovers", async ({
    page,
  }) => {
    test.setTimeout(45_000);
    // 11 s is past MESSAGING_API_TIMEOUT_MS (10 s by default); only the list is slow
    await fault({ match: "/viber/task", latencyMs: 11_000 });
    const timedOut = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/viber/campaigns" && r.status() === 504,
      { timeout: 20_000 },
    );
    await openList(page);
    const res = await timedOut;
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("upstream_timeout");
    // the page has not given up: the browser's retry succeeds once the upstream is quick again
    await clearFaults();
    await expectLoaded(page);
  });
});

describeAs("marketer", "the send form keeps its values and never sends twice", () => {
  async function fillSend(page: Page, subject: string, to: string): Promise<void> {
    await page.goto("/email/send");
    await page.getByLabel("From", { exact: true }).selectOption(SENDER);
    const field = page.getByLabel("To", { exact: true });
    await field.fill(to);
    await field.press("Enter");
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("HTML", { exact: true }).fill(`<p>${subject}</p>`);
  }

  async function expectKept(page: Page, subject: string, to: string): Promise<void> {
    await expect(page.getByLabel("Subject")).toHaveValue(subject);
    await expect(page.getByLabel("HTML", { exact: true })).toHaveValue(`<p>${subject}</p>`);
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(SENDER);
    await expect(page.getByRole("listitem").filter({ hasText: to })).toBeVisible();
  }

  const sent = (page: Page, subject: string) =>
    page.getByRole("status").filter({ hasText: `Sent “${subject}”` });

  const refusals: [string, Record<string, unknown>, number][] = [
    ["429 without Retry-After", { rateLimit: { count: 1, retryAfter: null } }, 429],
    ["a 502 burst", { errorBurst: { count: 3, status: 502 } }, 502],
  ];
  for (const [name, config, status] of refusals) {
    test(`${name} on send: values kept, the retry sends exactly once`, async ({ page }) => {
      const subject = unique(`Fault ${status}`);
      const to = `fault.${Date.now()}@example.com`;
      await fillSend(page, subject, to);
      const since = Date.now();
      await fault({ match: "/smtp/emails", method: "POST", ...config });
      await page.getByRole("button", { name: "Send email" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Not sent:" })).toContainText(
        "sending again is safe",
      );
      await expectKept(page, subject, to);
      // a write is never retried by the console on its own
      expect(await statuses(since, "POST", "/smtp/emails")).toEqual([status]);
      await clearFaults();
      await page.getByRole("button", { name: "Send email" }).click();
      await expect(sent(page, subject)).toBeVisible();
      expect(await statuses(since, "POST", "/smtp/emails")).toEqual([status, 200]);
    });
  }

  test("revoked tokens on send: a new token, and the email goes out once", async ({ page }) => {
    const subject = unique("Fault token");
    const to = `token.${Date.now()}@example.com`;
    await fillSend(page, subject, to);
    const since = Date.now();
    await fault({ revokeTokens: true });
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(sent(page, subject)).toBeVisible();
    // The first call after the revocation met the 401 (often the unsubscribe check that
    // runs before the send), the console took one new token, and the email went out once.
    const calls = await upstreamCalls();
    expect(calls.filter((c) => c.at >= since && c.status === 401)).toHaveLength(1);
    expect(await statuses(since, "POST", "/oauth/access_token")).toEqual([200]);
    // the send itself may have been that first call: refused before anything was done,
    // then sent once with the new token
    expect(await statuses(since, "POST", "/smtp/emails")).toEqual(
      calls.some((c) => c.at >= since && c.status === 401 && c.path === "/smtp/emails")
        ? [401, 200]
        : [200],
    );
  });

  for (const [name, config, seen] of [
    ["a dropped connection", { drop: { count: 1 } }, -1],
    ["a malformed reply", { malformed: { count: 1 } }, 200],
  ] as const) {
    test(`${name} on send: the outcome is unknown, so the form says so and never sends again`, async ({
      page,
    }) => {
      const subject = unique("Fault unknown");
      const to = `unknown.${Date.now()}@example.com`;
      await fillSend(page, subject, to);
      const since = Date.now();
      await fault({ match: "/smtp/emails", method: "POST", ...config });
      await page.getByRole("button", { name: "Send email" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "may have been sent" });
      await expect(alert).toContainText("email log");
      await expectKept(page, subject, to);
      await clearFaults();
      // sending the same again replays the unknown outcome instead of writing a second time
      await page.getByRole("button", { name: "Send email" }).click();
      await expect(alert).toBeVisible();
      await expect(sent(page, subject)).toHaveCount(0);
      expect(await statuses(since, "POST", "/smtp/emails")).toEqual([seen]);
    });
  }
});

describeAs("marketer", "the composer keeps its values and never creates twice", () => {
  async function composed(page: Page) {
    await openComposer(page);
    const name = unique("Fault");
    const phones = newPhones(2);
    await fillBasics(page, { name, phones, message: "Kept through faults" });
    await toReview(page);
    return { name, phones };
  }

  async function expectKept(page: Page, name: string, phones: string[]): Promise<void> {
    await page.getByRole("button", { name: "Back to editing" }).click();
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await expect(page.getByLabel("Message text")).toHaveValue("Kept through faults");
    await expect(page.getByRole("textbox", { name: "Phone numbers" })).toHaveValue(
      phones.join("\n"),
    );
  }

  test("429 on create: values kept, Try again creates exactly one campaign", async ({ page }) => {
    const { name, phones } = await composed(page);
    const since = Date.now();
    await fault({ match: "/viber", method: "POST", rateLimit: { count: 1, retryAfter: 1 } });
    await sendButton(page).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "The campaign was not created" }),
    ).toContainText("busy");
    expect(await statuses(since, "POST", "/viber")).toEqual([429]);
    await expectKept(page, name, phones);
    await clearFaults();
    await toReview(page);
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/viber\/campaigns\/\d+$/);
    expect(await statuses(since, "POST", "/viber")).toEqual([429, 200]);
    expect(await campaignsNamed(page, name)).toBe(1);
  });

  test("a dropped reply on create: the campaign may exist, so it is never sent again", async ({
    page,
  }) => {
    const { name, phones } = await composed(page);
    const since = Date.now();
    await fault({ match: "/viber", method: "POST", drop: { count: 1 } });
    await sendButton(page).click();
    const banner = page.getByRole("alert").filter({ hasText: "No confirmation" });
    await expect(banner).toContainText("check the campaign list");
    await expect(banner.getByRole("link", { name: "Open the campaign list" })).toBeVisible();
    await clearFaults();
    // no blind retry: the only way on is to check the list (or change the campaign)
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await sendButton(page).click();
    await expect(banner).toBeVisible();
    expect(await statuses(since, "POST", "/viber")).toEqual([-1]);
    expect(await campaignsNamed(page, name)).toBe(0);
    await expectKept(page, name, phones);
  });
});
