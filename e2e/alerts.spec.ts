import { mkdirSync } from "node:fs";
import path from "node:path";

import { authState } from "./auth-state";
import { expect, test } from "./fixtures";
import { control } from "./messaging-api-control";

/**
 * Support is alerted to a bounce spike (the embedded API's control route sends 250
 * emails of one sender domain, two in five bounced) by the once-a-minute check on
 * the job queue, and follows the alert's link to that domain's bounces. An admin
 * sees it on the alerts page, where the rules are listed. Screenshots go to
 * E2E_SCREENS when set.
 */
const DOMAIN = "spike-e2e.example";
const screens = process.env.E2E_SCREENS;

interface Event {
  type: string;
  subject: string | null;
  title: string;
  summary: string;
  link: string | null;
}

test.describe("alerts", () => {
  test.use({ storageState: authState("support") });
  test.setTimeout(200_000);

  test("support is alerted to a bounce spike and opens that domain's bounces", async ({
    page,
    browser,
  }) => {
    await control("smtp/bounce-spike", "POST", {
      sender: `news@${DOMAIN}`,
      count: 250,
      bounceRate: 0.4,
      minutes: 1,
    });
    let alert: Event | undefined;
    await expect
      .poll(
        async () => {
          const res = await page.request.get("/api/watch/events?rule=email.hard-bounces");
          const items = ((await res.json()) as { items: Event[] }).items;
          alert = items.find((e) => e.subject === DOMAIN && e.type === "alert.fired");
          return !!alert;
        },
        { timeout: 150_000, intervals: [2_000] },
      )
      .toBe(true);
    expect(alert!.title).toMatch(
      new RegExp(`^Hard bounces at \\d+ % for ${DOMAIN.replace(".", "\\.")}$`),
    );
    expect(alert!.summary).toMatch(/in the last 60 minutes; alert at 2 % of at least 200 sent\.$/);
    expect(alert!.link).toBe(`/email/bounces?kind=hard&sender=${DOMAIN}`);

    await page.goto(alert!.link!);
    await expect(page.getByText(`Mail from ${DOMAIN} only`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: /^[\d,]+ of [\d,]+ bounces$/ })).toBeVisible();
    if (screens) {
      mkdirSync(screens, { recursive: true });
      await page.screenshot({ path: path.join(screens, "bounces-sender-1366-light.png") });
    }

    // the admin's alerts page: the alert among the recent ones, the rules below
    const admin = await browser.newContext({ storageState: authState("admin") });
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/alerts");
    const recent = adminPage.getByRole("list", { name: "Recent alerts" });
    await expect(recent.getByRole("link", { name: alert!.title }).first()).toBeVisible();
    await expect(
      adminPage.getByRole("heading", { name: "Hard bounces per sender domain" }),
    ).toBeVisible();
    if (screens)
      for (const width of [1366, 390])
        for (const scheme of ["light", "dark"] as const) {
          await adminPage.setViewportSize({ width, height: 900 });
          await adminPage.emulateMedia({ colorScheme: scheme });
          await adminPage.screenshot({
            path: path.join(screens, `alerts-${width}-${scheme}.png`),
            fullPage: true,
          });
        }
    await admin.close();
  });
});
