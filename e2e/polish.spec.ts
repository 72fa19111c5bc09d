import type { Page } from "@playwright/test";

import { describeAs, expect, hydrated, test } from "./fixtures";

const api = process.env.E2E_MESSAGING_API_URL!;
const tile = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name, exact: true });

describeAs("support", "overview tiles", () => {
  test.afterEach(async ({ request }) => {
    await request.delete(`${api}/__control/faults`);
  });

  test("campaign tiles show as soon as the list is in; slow figures fill in row by row", async ({
    page,
    request,
  }) => {
    // every campaign's own record (its figures) takes 6 s; the list itself is quick
    await request.post(`${api}/__control/faults`, {
      data: { match: "/viber/task/", latencyMs: 6_000 },
    });
    await page.goto("/");
    const latest = tile(page, "Latest campaigns");
    await expect(latest.getByRole("listitem")).toHaveCount(5, { timeout: 4_000 });
    const sending = tile(page, "Sending now");
    await expect(sending).not.toHaveAttribute("aria-busy", "true", { timeout: 4_000 });
    // which campaigns are sending, and which wait (and for what)
    const waiting = sending.getByRole("list", { name: "Waiting" });
    // (the demo always has campaigns in moderation and scheduled days ahead)
    await expect(waiting.getByRole("listitem").first()).toContainText(/in moderation|sends \d{4}-/);
    await expect(sending.getByText("waiting to send")).toBeVisible();
    // the figures arrive later, without holding anything else
    await expect(latest.getByLabel("Loading")).toHaveCount(0, { timeout: 20_000 });
    await expect(latest.getByText(/\d+(\.\d)?%/).first()).toBeVisible();
  });
});

test("the sidebar's column runs the full height of a long page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/email/bounces");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // the list arrives after the heading (its SMTP tables load with the first request)
  const scrollHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  await expect.poll(scrollHeight).toBeGreaterThan(900);
  const pageHeight = await scrollHeight();
  const column = page.getByTestId("sidebar-column");
  const box = await column.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(pageHeight - 1);
  // …and its nav stays in view at the bottom of the page
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("navigation", { name: "Main" })).toBeInViewport();
});

/** Opens `path` with its scripts held until `type` has typed into the page as sent. */
async function typeBeforeScripts(page: Page, path: string, type: () => Promise<void>) {
  let release!: () => void;
  const scripts = new Promise<void>((r) => (release = r));
  await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await type();
  release();
  await hydrated(page);
  await page.unrouteAll();
}

test("a search typed before the page's script has run is kept, and searched for", async ({
  page,
}) => {
  const campaigns = page.getByRole("searchbox", { name: "Search" });
  await typeBeforeScripts(page, "/viber/campaigns", () => campaigns.fill("Spring"));
  await expect(page).toHaveURL(/[?&]q=Spring/);
  await expect(campaigns).toHaveValue("Spring");

  const suppressions = page.getByRole("searchbox", { name: "Phone or email address" });
  await typeBeforeScripts(page, "/suppressions", () => suppressions.fill("@example.com"));
  await expect(page).toHaveURL(/[?&]q=%40example\.com/);
  await expect(suppressions).toHaveValue("@example.com");
});
