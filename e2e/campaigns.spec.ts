import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";

import { authState } from "./auth-state";
import { expect as baseExpect, describeAs, test } from "./fixtures";

// The campaign pages wait on the Messaging API, which is slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The demo's Black Friday campaign: the first one seeded, 100,000 recipients, long sent. */
const BLACK_FRIDAY = 1;
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const num = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.use({ storageState: authState("marketer") });

async function counter(page: Page, label: string): Promise<number> {
  return num(
    await page.getByRole("group", { name: label, exact: true }).locator("p").nth(1).innerText(),
  );
}

async function firstCells(table: Locator, column: number, n = 5): Promise<string[]> {
  const rows = table.locator("tbody tr[data-index]");
  await expect(rows.first()).toBeVisible();
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(await rows.nth(i).locator("td").nth(column).innerText());
  return out;
}

test("the campaign list pages through the campaigns, keeps its page in the URL, and opens one", async ({
  page,
  axe,
  theme,
}) => {
  // the list read afresh first: a campaign an earlier spec made must not turn up between pages
  const fresh = await page.request.get("/api/viber/campaigns?limit=1", {
    headers: { "Cache-Control": "no-cache" },
  });
  expect(fresh.ok()).toBe(true);
  await page.goto("/viber/campaigns");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New campaign" })).toBeVisible();
  const table = page.getByRole("table", { name: "Campaigns" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(25);
  // the newest campaigns are in every state, with every kind of content
  for (const status of ["In moderation", "Waiting", "Sent"])
    await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
  for (const part of ["Text", "Button", "Image"])
    await expect(table.getByRole("img", { name: part }).first()).toBeVisible();
  await expect(rows.first().locator("td").nth(3)).toContainText("UTC");
  await axe();

  const firstOnPage1 = await rows.first().getByRole("link").innerText();
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(rows.first().getByRole("link")).not.toHaveText(firstOnPage1);
  const firstOnPage2 = await rows.first().getByRole("link").innerText();
  await page.reload();
  await expect(rows.first().getByRole("link")).toHaveText(firstOnPage2);
  await page.getByRole("button", { name: "Previous page" }).click();
  await expect(rows.first().getByRole("link")).toHaveText(firstOnPage1);

  await page.getByLabel("Rows per page").selectOption("50");
  await expect(page).toHaveURL(/[?&]size=50/);
  await expect(rows).not.toHaveCount(25);
  expect(await rows.count()).toBeGreaterThan(30);
  await theme.choose("dark");
  await axe();

  // a row opens its campaign; the page shows the campaign's record
  const row = rows
    .filter({ has: page.getByText("Sent", { exact: true }) })
    .filter({ hasNot: page.getByText("Black Friday") })
    .first();
  const [name, sender, sendDate] = await Promise.all(
    [0, 2, 3].map((i) => row.locator("td").nth(i).innerText()),
  );
  await row.locator("td").nth(2).click(); // a plain cell: the whole row is the target
  await expect(page).toHaveURL(/\/viber\/campaigns\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!.split("\n")[0]!);
  const record = page.locator("dl").first();
  await expect(record).toContainText(`Sender${sender}`);
  await expect(record).toContainText(`Send date${sendDate}`);
  await expect(record).toContainText("StatusSent");
  for (const term of ["Created", "Live time", "Stretch time", "SMS re-send", "Recipients from"])
    await expect(record.getByRole("term").getByText(term, { exact: true })).toBeVisible();
});

test("the campaign list: delivery figures, the total, the last page, search, status filter and order", async ({
  page,
  axe,
}) => {
  const api = (await (await page.request.get("/api/viber/campaigns?limit=1")).json()) as {
    total: number;
    statusCounts: Record<string, number>;
  };
  const { total } = api;
  expect(total).toBeGreaterThan(25);
  const lastPage = Math.ceil(total / 25);
  const table = page.getByRole("table", { name: "Campaigns" });
  const rows = table.locator("tbody tr");
  const nav = page.getByRole("navigation", { name: "Pagination" });

  await test.step("each sent campaign shows sent, delivered and read; the total is shown", async () => {
    await page.goto("/viber/campaigns");
    await expect(nav).toContainText(`1–25 of ${total} campaigns`);
    for (const header of ["Sent", "Delivered", "Read"])
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
    const sent = rows.filter({ has: page.getByText("Sent", { exact: true }) }).first();
    await expect(sent.locator("td").nth(6)).toContainText(/^[\d,]+\s*[\d.]+% of sent$/);
    await expect(sent.locator("td").nth(7)).toContainText(/% of delivered$/);
    expect(num(await sent.locator("td").nth(5).innerText())).toBeGreaterThan(0);
    const waiting = rows.filter({ has: page.getByText("In moderation", { exact: true }) }).first();
    await expect(waiting.locator("td").nth(5)).toHaveText("—not sent yet");
  });

  await test.step("Next stops at the last page; a page past it leads back to the last", async () => {
    await page.goto(`/viber/campaigns?page=${lastPage}`);
    await expect(rows).toHaveCount(total - (lastPage - 1) * 25);
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
    await page.goto("/viber/campaigns?page=99");
    await expect(page).toHaveURL(new RegExp(`page=${lastPage}`));
    await expect(
      page.getByText(`There is no page 99: showing the last page, ${lastPage}.`),
    ).toBeVisible();
    await expect(rows).toHaveCount(total - (lastPage - 1) * 25);
  });

  await test.step("search by name, then by status; Clear filters", async () => {
    await page.goto("/viber/campaigns");
    await page.getByLabel("Search", { exact: true }).fill("black FRIDAY");
    await expect(page).toHaveURL(/q=black\+FRIDAY/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Black Friday — all customers");
    await expect(nav).toContainText("1–1 of 1 matching campaigns");
    await page.getByLabel("Search", { exact: true }).fill("");
    await page.getByLabel("Status", { exact: true }).selectOption("waiting");
    await expect(page).toHaveURL(/status=waiting/);
    await expect(rows).toHaveCount(api.statusCounts.waiting!);
    await expect(rows.filter({ hasNotText: "Waiting" })).toHaveCount(0);
    await page.getByLabel("Search", { exact: true }).fill("no campaign is called this");
    await expect(page.getByText("No campaign matches")).toBeVisible();
    await axe();
    await page.getByRole("button", { name: "Clear filters" }).first().click();
    await expect(page).not.toHaveURL(/status=|q=/);
    await expect(rows).toHaveCount(25);
  });

  await test.step("order by send date, either way", async () => {
    const dates = async () =>
      (await rows.locator("td:nth-child(4)").allInnerTexts()).map((t) => t.replace(/\D/g, ""));
    const ordered = async (dir: 1 | -1) => {
      const d = await dates();
      const sorted = [...d].sort();
      return d.length > 1 && d.join() === (dir === 1 ? sorted : sorted.reverse()).join();
    };
    await page
      .getByLabel("Order", { exact: true })
      .selectOption({ label: "Earliest send date first" });
    await expect(page).toHaveURL(/sort=send_date/);
    await expect.poll(() => ordered(1)).toBe(true);
    await table.getByRole("button", { name: "Send date" }).click();
    await expect(page).toHaveURL(/sort=-send_date/);
    await expect.poll(() => ordered(-1)).toBe(true);
  });
});

test("the 100,000-recipient campaign: counters, charts and a fast, filterable recipient table", async ({
  page,
  axe,
  theme,
}) => {
  test.slow();
  const started = Date.now();
  await page.goto(`/viber/campaigns/${BLACK_FRIDAY}`);
  const table = page.getByRole("table", { name: "Recipients" });
  await expect(table.locator("tbody tr[data-index]").first()).toBeVisible({ timeout: 30_000 });
  console.log(`first recipient rows after ${Date.now() - started} ms`);

  await test.step("the header shows the campaign's record", async () => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Black Friday — all customers",
    );
    const record = page.locator("dl").first();
    for (const [term, value] of [
      ["Status", "Sent"],
      ["Sender", "DemoShop"],
      ["Live time", "24 h"],
      ["Stretch time", "Spread over 4 h"],
      ["SMS re-send", "Off"],
      ["Recipients from", "All customers"],
    ] as const)
      await expect(record).toContainText(`${term}${value}`);
    await expect(record).toContainText(/Send date\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    await expect(page.getByText("Black Friday is here")).toBeVisible();
    await expect(page.getByText("Shop Black Friday")).toBeVisible();
  });

  await test.step("counters and rates", async () => {
    const sent = await counter(page, "Sent");
    const delivered = await counter(page, "Delivered");
    const read = await counter(page, "Read");
    const clicks = await counter(page, "Clickthroughs");
    expect(sent).toBeGreaterThan(90_000);
    expect(delivered + (await counter(page, "Undelivered"))).toBe(sent);
    expect(sent + (await counter(page, "Errors"))).toBe(100_000);
    const rate = (group: string) => page.getByRole("group", { name: group, exact: true });
    await expect(rate("Delivered")).toContainText(`${percent.format(delivered / sent)} of sent`);
    await expect(rate("Read")).toContainText(`${percent.format(read / delivered)} of delivered`);
    await expect(rate("Clickthroughs")).toContainText(`${percent.format(clicks / read)} of read`);
  });

  await test.step("three charts with their summaries", async () => {
    for (const [name, summary] of [
      ["Funnel", /^Sent: [\d,]+ \(100% of sent\); Delivered: [\d,]+ \([\d.]+% of sent\)/],
      ["Recipients by status", /100,000 recipients: .*Error 1,\d{3}/],
      [
        "Delivery over time",
        /From \d{4}-\d\d-\d\d \d\d:\d\d to .* UTC, in \d+-(minute|hour) steps/,
      ],
    ] as const) {
      const figure = page.getByRole("figure", { name: new RegExp(`^${name}:`) });
      await expect(figure.locator("svg").first()).toBeVisible();
      await expect(figure.locator("figcaption")).toHaveText(summary);
    }
  });

  const summary = page.locator("#recipients-heading + p");
  await expect(summary).toContainText(/^100,000 recipients · total cost €[\d,]+\.\d\d$/);

  await test.step("sorting by price changes the order", async () => {
    const before = await firstCells(table, 4);
    await table.getByRole("button", { name: "Price" }).click();
    await expect(page).toHaveURL(/sort=-?price/);
    const desc = /sort=-price/.test(page.url());
    await expect.poll(() => firstCells(table, 4)).not.toEqual(before);
    const prices = (await firstCells(table, 4, 10)).map(num);
    const sorted = [...prices].sort((a, b) => (desc ? b - a : a - b));
    expect(prices).toEqual(sorted);
    await page.getByLabel("Order").selectOption({ label: "Price: highest first" });
    await expect(page).toHaveURL(/sort=-price/);
    await expect.poll(async () => num((await firstCells(table, 4, 1))[0]!)).toBeGreaterThan(0.02);
  });

  await test.step("scrolling loads more rows but keeps at most 200 in the DOM", async () => {
    const region = page.getByRole("region", { name: "Recipients (scrollable)" });
    const loaded = page.getByText(/of 100,000 loaded/);
    for (const count of ["250", "500", "750"]) {
      await expect(loaded).toHaveText(new RegExp(`^${count} of`));
      expect(await table.locator("tbody tr").count()).toBeLessThanOrEqual(200);
      await region.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    }
    await expect(loaded).toHaveText(/^1,000 of/);
    expect(await table.locator("tbody tr").count()).toBeLessThanOrEqual(200);
  });

  await test.step("filtering by status and searching a number narrow the total", async () => {
    await page.getByLabel("Status", { exact: true }).selectOption("error");
    await expect(page).toHaveURL(/status=error/);
    await expect(summary).toContainText(/^1,\d{3} matching recipients of 100,000/);
    const errors = num((await summary.innerText()).split(" ")[0]!);
    await expect(table.locator("tbody tr[data-index]").first()).toContainText("Error");
    await page.getByLabel("Phone contains").fill("38050000");
    await expect(page).toHaveURL(/q=38050000/);
    await expect(summary).not.toContainText(`${errors.toLocaleString("en-US")} matching`);
    const narrowed = num((await summary.innerText()).split(" ")[0]!);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(errors);
    await page.getByLabel("Phone contains").fill("38050x");
    await expect(page.getByText("Use digits only")).toBeVisible();
    await page.getByLabel("Phone contains").fill("38050000");

    // the export holds exactly the filtered set
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV", exact: true }).click();
    const csv = readFileSync(await (await download).path(), "utf8")
      .trim()
      .split("\n");
    expect(csv[0]).toBe("phone,status,send_date,last_update,price,currency,address_book_id");
    expect(csv).toHaveLength(narrowed + 1);
    expect(
      csv.slice(1).every((line) => line.startsWith("38050000") && line.includes(",error,")),
    ).toBe(true);

    // the filters live in the URL: a reload keeps them
    await page.reload();
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("error");
    await expect(page.getByLabel("Phone contains")).toHaveValue("38050000");
    await expect(summary).toContainText(`${narrowed} matching`);
  });

  await axe();
  await theme.choose("dark");
  await axe();
});

test("a sending campaign refreshes itself", async ({ page }) => {
  // read afresh: earlier specs move the Messaging API's clock, so a cached read may be past
  const list = await page.request.get("/api/viber/campaigns?limit=100", {
    headers: { "Cache-Control": "no-cache" },
  });
  const { items } = (await list.json()) as { items: { id: number; status: string | null }[] };
  const sending =
    items.find((c) => c.status === "send") ?? items.find((c) => c.status === "moderation");
  expect(sending, "the demo always has a campaign in moderation or sending").toBeTruthy();

  await page.goto(`/viber/campaigns/${sending!.id}`);
  await expect(page.getByText("Live: refreshes every 5 s")).toBeVisible();
  const before = await Promise.all(["Sent", "Delivered", "Read"].map((l) => counter(page, l)));
  // three minutes later on the Messaging API's clock: past moderation, more messages out
  const clock = await page.request.post(`${process.env.E2E_MESSAGING_API_URL}/__control/clock`, {
    data: { advanceMs: 3 * 60_000 },
  });
  expect(clock.ok()).toBe(true);
  await expect
    .poll(() => Promise.all(["Sent", "Delivered", "Read"].map((l) => counter(page, l))), {
      timeout: 15_000,
    })
    .not.toEqual(before);
});

test("an unknown campaign says so", async ({ page }) => {
  await page.goto("/viber/campaigns/999999");
  await expect(page.getByRole("heading", { level: 1, name: "Campaign not found" })).toBeVisible();
  await expect(page.getByText("There is no campaign #999999")).toBeVisible();
  await page.getByRole("link", { name: "See all campaigns" }).click();
  await expect(page).toHaveURL("/viber/campaigns");
});

test("Viber senders: the list and one sender's details", async ({ page, axe, theme }) => {
  await page.goto("/viber/senders");
  await expect(page.getByRole("heading", { level: 1, name: "Viber senders" })).toBeVisible();
  const table = page.getByRole("table", { name: "Viber senders" });
  await expect(table.locator("tbody tr")).toHaveCount(8);
  for (const status of ["Verified", "Moderation", "Blocked"])
    await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
  await axe();

  // keyboard: the name is a link that opens the details
  await table.getByRole("link", { name: "DemoCasino" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "DemoCasino" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/sender=\d+/);
  for (const text of [
    "Blocked",
    "Entertainment",
    "promotional",
    "CY",
    "Gambling traffic is not allowed",
  ])
    await expect(dialog).toContainText(text);
  await expect(dialog.getByRole("link", { name: /democasino\.example/ })).toBeVisible();
  await theme.emulate("dark");
  await axe();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/sender=/);
  await expect(table.getByRole("link", { name: "DemoCasino" })).toBeFocused();

  // a click anywhere on a row opens it too
  await table.locator("tr", { hasText: "DemoBank" }).getByText("Finance").click();
  await expect(page.getByRole("dialog", { name: "DemoBank" })).toContainText("Finance");
});

describeAs("support", "as support", () => {
  test("campaigns can be read but not created", async ({ page }) => {
    await page.goto("/viber/campaigns");
    await expect(page.getByRole("table", { name: "Campaigns" }).locator("tbody tr")).toHaveCount(
      25,
    );
    await expect(page.getByRole("link", { name: "New campaign" })).toHaveCount(0);
  });
});
