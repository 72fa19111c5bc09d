import { mkdirSync } from "node:fs";

import type { Browser, Page } from "@playwright/test";

import { authState } from "./auth-state";
import { expect, test } from "./fixtures";

/**
 * Notifications: an admin picks the sender of notification email, a marketer
 * subscribes to "Campaign finished" by email, the event (raised through the
 * test-only hook, server/watch/test-hook.ts) reaches the bell and the email log.
 */
const SHOTS = process.env.NOTIFY_SHOTS; // a folder: screenshots of the bell and both pages
const SENDER = "news@northwind-shop.example";

test.use({ storageState: authState("marketer") });
test.describe.configure({ timeout: 150_000 });

async function as(browser: Browser, role: "admin"): Promise<Page> {
  const context = await browser.newContext({
    storageState: authState(role),
    baseURL: test.info().project.use.baseURL,
    reducedMotion: "reduce",
  });
  return context.newPage();
}

async function shoot(page: Page, name: string, before?: () => Promise<void>) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await before?.();
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: !before });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(size);
}

test("a marketer hears of a finished campaign in the bell and by email", async ({
  browser,
  page: marketer,
  axe,
}) => {
  const stamp = Date.now();
  const title = `Campaign finished: Spring sale ${stamp}`;
  const admin = await as(browser, "admin");
  const origin = new URL(test.info().project.use.baseURL!).origin;

  await test.step("an admin picks the sender of notification email", async () => {
    await admin.goto("/notifications/settings");
    await expect(
      admin.getByRole("heading", { level: 1, name: "Notification settings" }),
    ).toBeVisible();
    await admin.getByLabel("Send notification email from").selectOption(SENDER);
    await admin.getByRole("button", { name: "Save sender" }).click();
    await expect(admin.getByText("Sender saved")).toBeVisible();
    await shoot(admin, "settings-admin");
  });

  await test.step("the marketer subscribes to Campaign finished by email", async () => {
    await marketer.goto("/notifications/settings");
    const email = marketer.getByRole("switch", { name: "Campaign finished: by email" });
    await expect(email).not.toBeChecked();
    await expect(
      marketer.getByRole("switch", { name: "Campaign finished: in the console" }),
    ).toBeChecked();
    // an admin's rule is not offered to a marketer
    await expect(marketer.getByRole("switch", { name: /Token refused/ })).toHaveCount(0);
    await email.click();
    await marketer.getByLabel("Digest").selectOption("daily");
    await marketer.getByRole("button", { name: "Save settings" }).click();
    await expect(marketer.getByText("Notification settings saved")).toBeVisible();
    await marketer.reload();
    await expect(
      marketer.getByRole("switch", { name: "Campaign finished: by email" }),
    ).toBeChecked();
    await axe();
    await shoot(marketer, "settings");
  });

  await test.step("the campaign finishes (the test hook raises the rule's event)", async () => {
    const res = await admin.request.post("/test-hooks/watch-event", {
      headers: { Origin: origin },
      data: {
        ruleId: "viber.finished",
        subject: `campaign-${stamp}`,
        title,
        summary: "Sent 1,200 · delivered 1,164 · read 610 · clicked 88",
        link: "/viber/campaigns/1",
        measured: {
          what: "delivered",
          value: "97.0 % (1,164 of 1,200)",
          threshold: "median of the last 10 campaigns: 95.2 %",
          window: "the campaign",
        },
      },
    });
    expect(res.status()).toBe(200);
  });

  await test.step("the bell counts it and shows it with the figure and the link", async () => {
    await marketer.goto("/");
    const dialog = marketer.getByRole("dialog", { name: "Notifications" });
    // the demo's own alerts may be unread already: wait for this one in the bell's list
    await expect(async () => {
      await marketer.reload();
      await marketer
        .getByRole("button", { name: /Notifications, \d+ unread/ })
        .click({ timeout: 2000 });
      await expect(dialog.getByTestId("notification").filter({ hasText: title })).toBeVisible({
        timeout: 2000,
      });
    }).toPass({ timeout: 60_000 });
    const row = dialog.getByTestId("notification").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText("delivered: 97.0 % (1,164 of 1,200)");
    await expect(row.getByRole("link", { name: `Open: ${title}` })).toHaveAttribute(
      "href",
      "/viber/campaigns/1",
    );
    await axe({ include: "[role=dialog]" });
    await shoot(marketer, "bell", async () => {
      if (!(await dialog.isVisible()))
        await marketer.getByRole("button", { name: /^Notifications/ }).click();
      await expect(dialog.getByText(title)).toBeVisible();
    });
  });

  await test.step("the email goes out through the account's SMTP, from the chosen sender", async () => {
    // exactly one email of this notification (other alerts may mail other people meanwhile)
    await expect
      .poll(
        async () => {
          const res = await marketer.request.get("/api/email/messages", {
            params: { recipient: "marketer@example.com", limit: "20" },
          });
          const page = (await res.json()) as { items: { subject: string; sender: string }[] };
          return page.items.filter((i) => i.subject === title).map((i) => i.sender);
        },
        { timeout: 30_000 },
      )
      .toEqual([SENDER]);
  });

  await test.step("the notifications page filters, and marks all read", async () => {
    await marketer.goto("/notifications?kind=viber");
    await expect(marketer.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    const row = marketer.getByTestId("notification").filter({ hasText: title });
    await expect(row).toContainText("threshold median of the last 10 campaigns: 95.2 %");
    await axe();
    await shoot(marketer, "notifications");
    // another kind leaves this one out (the demo's own alerts may fill that kind)
    await marketer.getByLabel("Kind").selectOption("email");
    await expect(marketer).toHaveURL(/kind=email/);
    await expect(row).toHaveCount(0);
    await marketer.getByLabel("Kind").selectOption("");
    await marketer.getByRole("button", { name: /Mark all read/ }).click();
    await expect(
      marketer.getByRole("button", { name: "Notifications", exact: true }),
    ).toBeVisible();
    await marketer.getByLabel("State").selectOption("unread");
    await expect(marketer.getByText("No notifications match")).toBeVisible();
  });
});

test("the test hook is for admins only", async ({ page: marketer }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await marketer.request.post("/test-hooks/watch-event", {
    headers: { Origin: origin },
    data: {},
  });
  expect(res.status()).toBe(403);
});
