import { readFileSync } from "node:fs";

import type { Page } from "@playwright/test";

import type { SentEmail } from "../lib/schemas/resources";
import { describeAs, expect, test } from "./fixtures";

/** The email log, lookups by id and one message's drill-down, against the embedded API. */

const api = process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010";

async function logPage(page: Page, query: string): Promise<SentEmail[]> {
  const res = await page.request.get(`/api/email/messages?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: SentEmail[] }).items;
}

test.describe.configure({ timeout: 90_000 });

const rowTexts = (page: Page) =>
  page.getByRole("table", { name: "Email log" }).getByRole("row").allInnerTexts();

test("the URL reproduces a filtered view, and the CSV link carries the filters", async ({
  page,
  context,
  axe,
  theme,
}) => {
  await page.goto("/email/log");
  await expect(page.getByText(/emails sent from this account in all/)).toBeVisible();
  // a day some way back: live demo traffic keeps adding emails to today
  const [older] = await logPage(page, "limit=1&offset=5000");
  const day = older!.send_date.slice(0, 10);
  await page.getByLabel("Sender").selectOption("orders@northwind-shop.example");
  await page.getByLabel(/^From \(/).fill(day);
  await page.getByLabel(/^To \(/).fill(day);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sender=orders%40northwind-shop\.example/);
  const table = page.getByRole("table", { name: "Email log" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0); // page 2 has replaced page 1
  await expect(page.getByRole("navigation", { name: "Pagination" })).toContainText("26–50");
  const rows = await rowTexts(page);
  expect(rows.slice(1).every((r) => r.includes(day))).toBe(true);

  const csv = page.getByRole("link", { name: "Export CSV" });
  const href = (await csv.getAttribute("href"))!;
  expect(href).toContain("format=csv");
  expect(href).toContain(`from=${day}`);
  const exported = await page.request.get(href);
  expect(exported.headers()["content-type"]).toContain("text/csv");
  // a `#` line says what the file covers, then the header
  const [note, header] = (await exported.text()).split("\n");
  expect(note).toMatch(/^# Filters: sender orders@northwind-shop\.example; dates /);
  expect(header).toContain("smtp_answer_code");

  const copy = await context.newPage();
  await copy.goto(page.url());
  await expect(copy.getByLabel("Sender")).toHaveValue("orders@northwind-shop.example");
  await expect(copy.getByRole("navigation", { name: "Pagination" })).toContainText("26–50");
  await expect(copy.locator("[aria-busy=true]")).toHaveCount(0);
  expect(await rowTexts(copy)).toEqual(rows);

  await axe();
  await theme.choose("dark");
  await axe();
  await theme.choose("light");
});

test("the log and the lookup are two views in the URL: links that keep the filters and what was typed", async ({
  page,
  axe,
}) => {
  await page.goto("/email/log?outcome=hard");
  const views = page.getByRole("navigation", { name: "Email log views" });
  const log = views.getByRole("link", { name: "Log" });
  const lookup = views.getByRole("link", { name: "Look up by id" });
  await expect(log).toHaveAttribute("aria-current", "page");
  await expect(lookup).not.toHaveAttribute("aria-current", "page");
  await expect(lookup).toHaveAttribute("href", "/email/log?outcome=hard&view=lookup");

  await lookup.click();
  await expect(page).toHaveURL(/\/email\/log\?outcome=hard&view=lookup$/);
  await expect(lookup).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: "Email log" })).toBeHidden();
  const ids = page.getByLabel("Message ids", { exact: true });
  await ids.fill("nope-123");
  await axe();

  // from the keyboard, back to the log: the filter is still there
  await log.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/email\/log\?outcome=hard$/);
  await expect(page.getByLabel("Outcome")).toHaveValue("hard");
  await expect(page.getByRole("table", { name: "Email log" })).toBeVisible();
  await expect(ids).toBeHidden();

  // and to the lookup again: what was typed is kept
  await lookup.click();
  await expect(ids).toHaveValue("nope-123");
});

test("a lookup of 600 ids shows 600 records and lists the unknown and invalid ones", async ({
  page,
  axe,
}) => {
  const first = await logPage(page, "limit=500&offset=0");
  const second = await logPage(page, "limit=500&offset=500");
  // live demo traffic may shift the pages by a row or two between the two reads
  const ids = [...new Set([...first, ...second].map((e) => e.id))].slice(0, 600);
  expect(ids).toHaveLength(600);
  const unknown = "zzzzzz-zzzzzz-zz";
  await page.goto("/email/log?view=lookup");
  await page
    .getByLabel("Message ids")
    .fill(
      `${ids.slice(0, 300).join(", ")}\n${ids.slice(300).join(" ")}\n${unknown}; nope-123 ${ids[0]}`,
    );
  await expect(page.getByText("601 valid · 1 repeated (looked up once) · 1 invalid")).toBeVisible();
  await expect(page.getByRole("region", { name: /Not message ids \(1\)/ })).toContainText(
    "nope-123 — not of the shape xxxxxx-xxxxxx-xx",
  );
  const since = Date.now();
  await page.getByRole("button", { name: "Look up 601 ids" }).click();
  await expect(page.getByRole("heading", { name: "600 found, 1 not found" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Ids not found" })).toHaveText(unknown);
  // the virtual table keeps only the rows in view in the DOM
  const results = page.getByRole("table", { name: "Lookup results" });
  await expect(results.getByRole("row").nth(1)).toBeVisible();
  expect(await results.getByRole("row").count()).toBeLessThan(100);
  // the server asked the upstream in chunks of at most 500 (500, then 101); the second
  // reply held 100 records, as many as a call of the service's lists serves, so the
  // one id it lacked was asked once more before being called unknown (a 400: none found)
  const calls = (await (await page.request.get(`${api}/__control/calls`)).json()) as {
    path: string;
    at: number;
    status: number;
  }[];
  const info = calls.filter((c) => c.at >= since && c.path === "/smtp/emails/info");
  expect(info.map((c) => c.status)).toEqual([200, 200, 400]);
  await axe();

  // the export holds every id asked for, found or not
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("email-lookup.csv");
  const lines = readFileSync(await file.path(), "utf8")
    .trim()
    .split("\n");
  expect(lines[0]).toBe(
    "id,found,send_date,sender,recipient,subject,smtp_answer_code,smtp_answer_subcode,total_size,opens,clicks",
  );
  const found = new Map(lines.slice(1).map((l) => [l.slice(0, 16), l.split(",")[1]]));
  expect(found.size).toBe(601);
  for (const id of ids) expect(found.get(id)).toBe("yes");
  expect(found.get(unknown)).toBe("no");
});

test("a message with opens and clicks shows its timeline, links and breakdowns", async ({
  page,
  axe,
  theme,
  consoleErrors,
}) => {
  const items = await logPage(page, "limit=500&offset=2000");
  const email = items.find((e) => e.tracking.click >= 2 && e.tracking.open >= 1);
  expect(email, "a demo email with clicks").toBeDefined();
  const t = email!.tracking;
  await page.goto(`/email/log/${email!.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();
  await expect(page.getByRole("heading", { name: email!.subject })).toBeVisible();
  await expect(page.getByText("What to do")).toBeVisible();
  await expect(
    page.getByRole("figure", { name: /Opens and clicks over time: .* opens? and .* clicks/ }),
  ).toContainText(`${t.open} ${t.open === 1 ? "open" : "opens"} and ${t.click} clicks`);

  const links = page.getByRole("table", { name: "Clicked links" });
  const byUrl = new Map<string, number>();
  for (const l of t.link) byUrl.set(l.url, (byUrl.get(l.url) ?? 0) + 1);
  for (const [url, count] of byUrl) {
    await expect(
      // the whole URL then its count: "…/sale" must not also match "…/sale/shoes"
      links.getByRole("rowheader", {
        name: new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![/?#])`),
      }),
    ).toContainText(`${count} ${count === 1 ? "click" : "clicks"}`);
  }
  await expect(links.getByRole("row")).toHaveCount(1 + byUrl.size + t.link.length);
  await expect(page.getByRole("table", { name: "Opens by client" }).getByRole("row")).toHaveCount(
    1 + t.client_info.length,
  );
  const browsers = page.getByRole("list", { name: "By browser" });
  const firstBrowser = t.client_info[0]!.browser;
  const browserCount = [...t.client_info, ...t.link].filter(
    (e) => e.browser === firstBrowser,
  ).length;
  await expect(browsers.getByRole("listitem").filter({ hasText: firstBrowser })).toContainText(
    String(browserCount),
  );
  await expect(page.getByRole("list", { name: "By OS" })).toBeVisible();
  await expect(page.getByRole("list", { name: "By country" })).toBeVisible();
  await axe();
  await theme.choose("dark");
  await axe();
  // on a phone the tables scroll sideways in keyboard-reachable regions
  await page.setViewportSize({ width: 375, height: 800 });
  await axe();
  await theme.choose("light");
  expect(consoleErrors).toEqual([]);
});

test("opens and clicks by machines are shown apart from people's, with the reason", async ({
  page,
}) => {
  const items = await logPage(page, "limit=500&offset=1000");
  // the demo data's Apple privacy-proxy opens (17.0.0.0/8) and a gateway's link scans
  // (lib/email/machine-activity.ts); the upstream counts them as opens and clicks
  const email = items.find(
    (e) =>
      e.tracking.client_info.some((o) => o.ip.startsWith("17.")) &&
      e.tracking.link.some((l) => l.browser === "Chrome" && l.os === "Linux"),
  );
  expect(email, "a demo email with a machine open and a scanned link").toBeDefined();
  const t = email!.tracking;
  const machineOpens = t.client_info.filter((o) => o.ip.startsWith("17.")).length;
  await page.goto(`/email/log/${email!.id}`);
  await expect(page.getByRole("heading", { name: email!.subject })).toBeVisible();
  const opensField = page.locator("dt", { hasText: /^Opens$/ }).locator("+ dd");
  await expect(opensField).toHaveText(
    `${t.open - machineOpens} by people (+${machineOpens} by machines)`,
  );
  const opens = page.getByRole("table", { name: "Opens by client" });
  await expect(opens.getByRole("row", { name: /17\./ }).first()).toContainText(
    "MachineApple Mail Privacy Protection loads images whether or not the message is read",
  );
  const links = page.getByRole("table", { name: "Clicked links" });
  await expect(links.getByRole("row", { name: /Linux/ }).first()).toContainText(
    /Machine(clicked within 10 s of sending|several links clicked within 2 s)/,
  );
  await expect(page.getByRole("heading", { name: /^Clicked links/ })).toContainText("by machines");
});

test("a bad id and an unknown id get clear states", async ({ page, axe }) => {
  await page.goto("/email/log/not-an-id");
  await expect(page.getByText("Not a message id", { exact: true })).toBeVisible();
  await page.goto("/email/log/zzzzzz-zzzzzz-zz");
  await expect(page.getByText("No email with this id", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "Back to the email log" }).click();
  await expect(page).toHaveURL("/email/log");
  await axe();
});

describeAs("support", "as support", () => {
  test("the send page is not theirs (403), the log is readable", async ({ page }) => {
    await page.goto("/email/log");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Email log" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Send email" })).toHaveCount(0);
    await expect(
      page.getByRole("table", { name: "Email log" }).getByRole("row").nth(5),
    ).toBeVisible();
    expect((await page.goto("/email/send"))?.status()).toBe(403);
  });
});
