import { mkdirSync, readFileSync } from "node:fs";

import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { authState } from "./auth-state";
import { sendEmail } from "./email-helpers";
import { describeAs, expect, openPage, test } from "./fixtures";

/** A folder for the page's screenshots (390 and 1366 px, light and dark), when set. */
const SHOTS = process.env.SUPPRESSIONS_SHOTS;
const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const bounced = `unknown+sup${tag}@example.com`;
const phone = `38096${tag.slice(-7)}`;

/** The console API as admin (who may send, blacklist and unsubscribe), for setting up and cleaning up. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    storageState: authState("admin"),
    extraHTTPHeaders: { Origin: new URL(baseURL).origin },
  });
}

async function write(
  ctx: APIRequestContext,
  method: "post" | "delete",
  path: string,
  data: unknown,
) {
  const res = await ctx[method](path, {
    data,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(size);
}

async function search(page: Page, text: string) {
  await page.getByLabel("Phone or email address").fill(text);
  await expect(page).toHaveURL(/[?&]q=/);
}

describeAs("support", "as support", () => {
  test.beforeAll(async ({ baseURL }) => {
    const admin = await adminApi(baseURL!);
    await sendEmail(admin, baseURL!, bounced, "E2E suppressions");
    await write(admin, "post", "/api/email/unsubscribes", {
      emails: [{ email: bounced, comment: "asked by phone" }],
    });
    await write(admin, "post", "/api/viber/blacklist", {
      phones: [phone],
      description: "asked to stop",
    });
    await admin.dispose();
  });

  test("one search finds an address unsubscribed and bounced hard; another a blacklisted phone", async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await openPage(page, "/suppressions", "Suppressions");
    await expect(page.getByText("Look up a phone number or an email address")).toBeVisible();
    await shoot(page, "suppressions-empty");

    await search(page, bounced);
    const table = page.getByRole("table", { name: "Suppressions" });
    const rows = table.getByRole("row").filter({ hasText: bounced });
    // the day's bounces are read whole: allow a slow first answer
    await expect(rows).toHaveCount(2, { timeout: 30_000 });
    await expect(rows.filter({ hasText: "Unsubscribed" })).toContainText(/admin-|admin@/);
    await expect(rows.filter({ hasText: "Bounced hard" })).toContainText("Bounce");
    await axe();
    await shoot(page, "suppressions-address");

    await test.step("filter by list", async () => {
      await page.getByLabel("List").selectOption("bounces");
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText("Bounced hard");
      await page.getByLabel("List").selectOption("");
      await expect(rows).toHaveCount(2);
    });

    await test.step("a phone by some of its digits", async () => {
      await search(page, `+${phone.slice(0, 3)} ${phone.slice(3)}`);
      const row = table.getByRole("row").filter({ hasText: "Viber blacklist" });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText("asked to stop");
      await expect(row).toContainText("Added here");
      await shoot(page, "suppressions-phone");
    });
    expect(consoleErrors).toEqual([]);
  });

  test("imports 10,000 lines into the unsubscribes with a report", async ({ page, baseURL }) => {
    const fresh = Array.from({ length: 9_997 }, (_, i) => `imp${i}-${tag}@example.com`);
    // 10,000 lines: new addresses, one already there, one invalid, one repeated
    const lines = [...fresh, bounced, "not-an-address", fresh[0]!];
    try {
      await openPage(page, "/suppressions", "Suppressions");
      await page.getByRole("button", { name: "Import CSV" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email unsubscribes (addresses)").check();
      await dialog.getByLabel("CSV file").setInputFiles({
        name: "addresses.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`email\n${lines.join("\n")}\n`),
      });
      await expect(dialog).toContainText("9,998 addresses to import, 1 invalid line, 1 duplicate.");
      await shoot(page, "suppressions-import");
      await dialog.getByRole("button", { name: "Import 9,998 addresses" }).click();
      await expect(dialog.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
      await test.step("stopped part way, it resumes where it stopped, adding nothing twice", async () => {
        await dialog.getByRole("button", { name: "Cancel import" }).click();
        await expect(dialog.getByRole("heading", { name: "Import cancelled" })).toBeVisible();
        await expect(dialog.getByText(/valid addresses were not sent/)).toBeVisible();
        await dialog.getByRole("button", { name: "Resume import" }).click();
      });
      await expect(dialog).toContainText(
        "10,000 lines: 9,997 added, 1 already on the list, 1 invalid, 1 duplicate.",
        { timeout: 60_000 },
      );
      await expect(dialog.getByRole("heading", { name: "Addresses added" })).toBeVisible();
      await shoot(page, "suppressions-import-report");
      await dialog.getByRole("button", { name: "Done" }).click();

      await search(page, fresh[5000]!);
      const row = page
        .getByRole("table", { name: "Suppressions" })
        .getByRole("row")
        .filter({ hasText: fresh[5000]! });
      await expect(row).toContainText("Import", { timeout: 30_000 });
    } finally {
      const admin = await adminApi(baseURL!);
      for (let i = 0; i < fresh.length; i += 1000)
        await write(admin, "delete", "/api/email/unsubscribes", {
          emails: fresh.slice(i, i + 1000),
        });
      await admin.dispose();
    }
  });

  test("selected entries: resubscribe says what the day's quota allows; remove names the count", async ({
    page,
    baseURL,
  }) => {
    const gone = `gone-${tag}@example.com`;
    const admin = await adminApi(baseURL!);
    await write(admin, "post", "/api/email/unsubscribes", { emails: [{ email: gone }] });
    await admin.dispose();
    await openPage(page, "/suppressions", "Suppressions");
    await search(page, gone);
    await page.getByLabel(`Select ${gone} (Unsubscribed)`).check();

    await page.getByRole("button", { name: "Resubscribe 1 address" }).click();
    const ask = page.getByRole("dialog", { name: "Ask 1 address to resubscribe?" });
    // other specs of the shard may have used some of the day's 5
    await expect(
      ask.getByText(/^(1 email will be sent; [0-4] requests? will remain today\.|None left today)/),
    ).toBeVisible();
    await shoot(page, "suppressions-resubscribe");
    await ask.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Remove 1 entry" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove 1 entry from their lists?" });
    await expect(confirm).toContainText("1 address from the unsubscribes");
    await confirm.getByRole("button", { name: "Remove 1 entry" }).click();
    await expect(page.getByText("On no list")).toBeVisible();
  });

  test("exports each list as CSV", async ({ page }) => {
    await openPage(page, "/suppressions", "Suppressions");
    const expected = [
      ["Viber blacklist", "phone,reason,added", phone],
      ["Email unsubscribes", "email,how,date", bounced],
      ["Hard bounces (24 hours)", "email,sender,sent,code,answer", bounced],
    ] as const;
    for (const [item, header, holds] of expected) {
      await page.getByRole("button", { name: "Export CSV" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: item }).click(),
      ]);
      const text = readFileSync(await download.path(), "utf8");
      expect(text, item).toContain(header);
      expect(text, item).toContain(holds);
    }
  });
});
