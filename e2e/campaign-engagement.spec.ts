import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import {
  campaign,
  composerReady,
  create,
  fillBasics,
  openComposer,
  toReview,
  unique,
} from "./composer-helpers";
import { expect as baseExpect, describeAs, test } from "./fixtures";

// The demo's Black Friday campaign (100,000 recipients) is read cold: give it time.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The demo's Black Friday campaign: 100,000 recipients, long sent, thousands of clickers. */
const BLACK_FRIDAY = 1;
const CLICKED = "read and a clickthrough followed";

const engagement = (page: Page) => page.getByRole("region", { name: "Engagement" });
const group = (page: Page, title: string) =>
  engagement(page).getByRole("group", { name: `${title}: engagement group` });
const countOf = async (page: Page, title: string) =>
  Number((await group(page, title).locator("p").first().innerText()).replace(/\D/g, ""));
const phonesField = (page: Page) => page.getByRole("textbox", { name: "Phone numbers" });

/** What the console's API says about the clickers, by the status filter the table uses. */
async function clickersByStatus(page: Page): Promise<number> {
  const res = await page.request.get(
    `/api/viber/campaigns/${BLACK_FRIDAY}/recipients?${new URLSearchParams({ status: CLICKED, limit: "1" })}`,
    { maxRetries: 1 },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

describeAs("marketer", "a marketer re-targets a campaign's clickers", () => {
  test("exports the clickers' CSV and sends them a new campaign (first 1,000, the rest counted)", async ({
    page,
    axe,
    theme,
  }) => {
    await openComposer(page); // no draft left from an earlier test
    await page.goto(`/viber/campaigns/${BLACK_FRIDAY}`);
    await expect(engagement(page)).toBeVisible();
    await expect(group(page, "Clicked").locator("p").first()).toHaveText(/^[\d,]+$/);
    const clicked = await countOf(page, "Clicked");
    expect(clicked).toBe(await clickersByStatus(page));
    expect(await countOf(page, "Read")).toBeGreaterThan(clicked);
    expect(clicked).toBeGreaterThan(1000);
    await axe({ include: "section[aria-labelledby=engagement-heading]" });

    // the CSV of the clickers: every one of them, nobody else
    const downloading = page.waitForEvent("download");
    await group(page, "Clicked").getByRole("link", { name: "Export CSV: Clicked" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`campaign-${BLACK_FRIDAY}-clicked.csv`);
    const [header, ...lines] = readFileSync(await download.path(), "utf8")
      .trim()
      .split(/\r?\n/);
    expect(header).toBe("phone,status,send_date,last_update,price,currency,address_book_id");
    expect(lines).toHaveLength(clicked);
    expect(new Set(lines.map((l) => l.split(",")[1]))).toEqual(new Set([CLICKED]));
    const csvPhones = new Set(lines.map((l) => l.split(",")[0]));
    expect(csvPhones.size).toBe(clicked);

    // a new campaign to them: the composer opens with the first 1,000 and says who is left out
    await group(page, "Clicked")
      .getByRole("link", { name: "New campaign to these: Clicked" })
      .click();
    await expect(page).toHaveURL(/\/viber\/campaigns\/new/);
    await composerReady(page);
    const notice = page.getByRole("status").filter({ hasText: "phones from the Clicked group" });
    await expect(notice).toContainText("1,000 phones from the Clicked group");
    await expect(notice).toContainText(
      `${(clicked - 1000).toLocaleString("en-US")} more were left out`,
    );
    await expect(notice.getByRole("link")).toHaveAttribute(
      "href",
      `/viber/campaigns/${BLACK_FRIDAY}`,
    );
    await expect(page).toHaveURL(/\/viber\/campaigns\/new$/); // a reload does not import again
    const listed = (await phonesField(page).inputValue()).split("\n");
    expect(listed).toHaveLength(1000);
    for (const phone of listed) expect(csvPhones.has(phone.replace(/^\+/, ""))).toBe(true);
    await axe();
    await theme.choose("dark");
    await axe();
    await theme.choose("light");

    const name = unique("Clickers follow-up");
    await fillBasics(page, { name, message: "Thanks for clicking: here is 10% more" });
    await expect(phonesField(page)).toHaveValue(listed.join("\n")); // the basics left the list alone
    await toReview(page);
    const id = await create(page);
    const c = await campaign(page, id);
    expect(c.name).toBe(name);
  });

  test("asks before replacing a draft: keep it, or replace it", async ({ page }) => {
    await openComposer(page);
    const name = unique("My unsent draft");
    await page.getByLabel("Campaign name").fill(name);
    await expect(page.getByText(/Draft saved/)).toBeVisible();

    const from = `/viber/campaigns/new?from=${BLACK_FRIDAY}&group=undelivered`;
    await page.goto(from);
    const ask = page.getByRole("alertdialog", { name: /Replace your draft with/ });
    await expect(ask).toBeVisible();
    await expect(ask).toBeFocused();
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await page.keyboard.press("Tab");
    await expect(ask.getByRole("button", { name: "Replace my draft" })).toBeFocused();
    await ask.getByRole("button", { name: "Keep my draft" }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await expect(phonesField(page)).toHaveValue("");
    await page.reload();
    await composerReady(page);
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);

    await page.goto(from);
    await page.getByRole("button", { name: "Replace my draft" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "from the Not delivered group" }),
    ).toBeVisible();
    await expect(page.getByLabel("Campaign name")).toHaveValue("");
    await expect(phonesField(page)).not.toHaveValue("");
    await expect(page.getByText(/Draft saved/)).toBeVisible();
    await page.reload(); // the draft now holds the phones
    await composerReady(page);
    await expect(phonesField(page)).not.toHaveValue("");
  });
});

describeAs("marketer", "a group that cannot be read", () => {
  test("says so, changes nothing in the form, and lets the person go on", async ({ page, axe }) => {
    await openComposer(page);
    const name = unique("Kept while the read failed");
    await page.getByLabel("Campaign name").fill(name);
    await expect(page.getByText(/Draft saved/)).toBeVisible();
    await page.goto("/viber/campaigns/new?from=999999&group=clicked");
    const alert = page.getByRole("alert").filter({ hasText: "could not be read" });
    await expect(alert).toContainText("The Clicked group of campaign #999999 could not be read");
    await expect(alert).toContainText("Campaign not found. Nothing in the form has changed.");
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await axe();
    await alert.getByRole("button", { name: "Continue without them" }).click();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/viber\/campaigns\/new$/);
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
  });
});

describeAs("support", "support", () => {
  test("exports a group but is not offered a new campaign", async ({ page }) => {
    await page.goto(`/viber/campaigns/${BLACK_FRIDAY}`);
    await expect(
      group(page, "Error").getByRole("link", { name: "Export CSV: Error" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /New campaign to these/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /New campaign to these/ })).toHaveCount(0);
    const res = await page.request.get(
      `/api/viber/campaigns/${BLACK_FRIDAY}/recipients?group=error&format=csv`,
    );
    expect(res.status()).toBe(200);
  });
});
