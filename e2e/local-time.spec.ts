import { mkdirSync } from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { authState } from "./auth-state";
import {
  campaign,
  fillBasics,
  newPhones,
  openComposer,
  reviewPanel,
  toReview,
  unique,
  viberCreates,
} from "./composer-helpers";
import { expect, test } from "./fixtures";

// A marketer sends at each recipient's own hour; the account's timezone is UTC.
test.use({ storageState: authState("marketer") });
// the first group is released by the console's once-a-minute job: up to two minutes' wait
test.describe.configure({ timeout: 240_000 });

const SHOTS = path.join(import.meta.dirname, ".screens", "local-time");
const shots = process.env.E2E_SCREENSHOTS === "1";

let n = Math.floor(Math.random() * 9000);
const japan = () => `8190${String(10_000_000 + n++).slice(-8)}`;
const us = () => `1201555${String(1000 + (n++ % 9000)).padStart(4, "0")}`;

/** `YYYY-MM-DD` and `HH:MM` a clock in `zone` shows at `ms`. */
function clock(ms: number, zone: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
const offsetMinutes = (ms: number, zone: string) => {
  const c = clock(ms, zone);
  return (Date.parse(`${c.date}T${c.time}:00Z`) - ms) / 60_000;
};
/** The instant a clock in `zone` shows `date` `time` (zones without a DST change that day). */
const instant = (date: string, time: string, zone: string) => {
  const guess = Date.parse(`${date}T${time}:00Z`);
  return guess - offsetMinutes(guess, zone) * 60_000;
};
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");

async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366])
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("three countries become three campaigns at their own local time, the first released when due", async ({
  page,
}) => {
  // the Messaging API's clock on real time: an earlier spec of the shard may have moved it
  // ahead (campaign-live), and a group due in two minutes would be in its past
  const reset = await page.request.post(`${process.env.E2E_MESSAGING_API_URL}/__control/clock`, {
    data: { set: new Date().toISOString() },
  });
  expect(reset.ok()).toBe(true);
  await openComposer(page);
  const name = unique("Local time");
  const phones = [newPhones(1)[0]!, japan(), us()];
  await fillBasics(page, { name, phones: phones.map((p) => `+${p}`), message: "Good morning!" });
  await page.getByRole("radio", { name: "At each recipient's own time" }).check();

  // Tokyo's clock two minutes from now: its group is due at once, Kyiv's and New York's hours later
  const soon = Math.ceil((Date.now() + 120_000) / 60_000) * 60_000;
  const at = clock(soon, "Asia/Tokyo");
  await page.getByLabel("Date", { exact: true }).fill(at.date);
  await page.getByLabel("Time", { exact: true }).fill(at.time);
  const expected = [
    ["Tokyo", instant(at.date, at.time, "Asia/Tokyo")],
    ["Kyiv", instant(at.date, at.time, "Europe/Kyiv")],
    ["New York", instant(at.date, at.time, "America/New_York")],
  ] as const;

  const table = page.getByRole("table", { name: "Send groups" });
  await expect(table.getByRole("row")).toHaveCount(4);
  for (const [i, [zone, ms]] of expected.entries()) {
    const row = table.getByRole("row").nth(i + 1);
    await expect(row).toContainText(zone);
    await expect(row).toContainText(`${utc(ms)} UTC`);
  }
  await expect(page.getByText(/Ukraine, United States have several timezones/)).toBeVisible();
  await shoot(page, "composer-groups");

  await toReview(page);
  await expect(reviewPanel(page).getByText(/Goes out as 3 campaigns/)).toBeVisible();
  const before = await viberCreates();
  await page.getByRole("button", { name: "Schedule campaign" }).click();
  await expect(page).toHaveURL(/\/viber\/campaigns\/groups\/[0-9a-f-]{36}$/);
  const batch = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { name })).toBeVisible();

  // released shortly before its time: by the create itself or the next minute's job
  type Group = { zone: string; sendAt: string; status: string; upstreamId: number | null };
  const groups = async () =>
    (
      (await (await page.request.get(`/api/viber/campaigns/groups/${batch}`)).json()) as {
        groups: Group[];
      }
    ).groups;
  await expect
    .poll(async () => (await groups()).map((g) => g.status), {
      timeout: 180_000,
      intervals: [5_000],
    })
    .toEqual(["sent", "held", "held"]);
  const made = await groups();
  expect(made.map((g) => [g.zone, Date.parse(g.sendAt)])).toEqual([
    ["Asia/Tokyo", expected[0][1]],
    ["Europe/Kyiv", expected[1][1]],
    ["America/New_York", expected[2][1]],
  ]);
  // on the Messaging API: one campaign, Tokyo's, at its UTC time (the account's zone)
  expect(await viberCreates()).toBe(before + 1);
  const tokyo = await campaign(page, made[0]!.upstreamId!);
  expect(tokyo.send_date).toBe(`${utc(expected[0][1])}:00`);

  await page.reload();
  const tokyoRow = page.getByRole("row", { name: /Tokyo/ });
  await expect(
    tokyoRow.getByRole("link", { name: `Campaign #${made[0]!.upstreamId}` }),
  ).toBeVisible();
  await expect(page.getByRole("row", { name: /Kyiv/ })).toContainText("Waits in the console");
  await shoot(page, "groups-page");

  // the campaign list shows the three groups as one campaign, the one sent so far linked
  await page.goto(`/viber/campaigns?q=${encodeURIComponent(name)}`);
  const listed = page.getByRole("row", { name: new RegExp(name) });
  await expect(listed).toContainText(`3 send groups (1 sent): #${made[0]!.upstreamId}`);
  await expect(page.getByRole("row")).toHaveCount(2);
  // above it, the groups still kept: at Kyiv's time now, with Tokyo's said to be sent
  const kept = page
    .getByRole("region", { name: "Kept in the console" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(kept).toContainText(
    "1 of 3 send groups sent upstream (1 recipient); the other 2 wait here.",
  );
  await expect(kept).toContainText(`${utc(expected[1][1]).slice(11)}`);
  await shoot(page, "campaign-list-batch");
});

test("quiet hours warn before scheduling and move those recipients to when they end", async ({
  page,
}) => {
  await openComposer(page);
  const name = unique("Quiet hours");
  const phones = [newPhones(1)[0]!, japan(), us()];
  await fillBasics(page, { name, phones: phones.map((p) => `+${p}`), message: "Hello" });

  // 03:00 UTC: 06:00 in Kyiv and 23:00 in New York (both quiet), 12:00 in Tokyo
  await page.getByRole("radio", { name: "At a date and time" }).check();
  await page.getByLabel("Date and time (UTC)").fill("2099-06-01T03:00");
  const warning = page.getByRole("alert").filter({ hasText: "inside quiet hours" });
  await expect(warning).toContainText(
    "This time reaches 2 recipients inside quiet hours (21:00–09:00 their time).",
  );
  await expect(warning).toContainText("1 in Kyiv at 06:00, 1 in New York at 23:00.");
  await shoot(page, "composer-quiet");
  await warning.getByRole("button", { name: "Move them to 09:00 their time" }).click();
  await expect(
    page.getByText(/2 recipients inside quiet hours .* will get it when those end/),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Send groups" });
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").nth(1)).toContainText("Everyone else");
  await expect(table.getByRole("row").nth(1)).toContainText("2099-06-01 03:00 UTC");
  await expect(table.getByRole("row").nth(2)).toContainText("2099-06-01 06:00 UTC"); // Kyiv 09:00
  await expect(table.getByRole("row").nth(3)).toContainText("2099-06-01 13:00 UTC"); // New York 09:00

  // a local hour inside quiet hours: offered the hour they end instead
  await page.getByRole("radio", { name: "At each recipient's own time" }).check();
  await page.getByLabel("Date", { exact: true }).fill("2099-06-01");
  await page.getByLabel("Time", { exact: true }).fill("22:30");
  const local = page.getByRole("alert").filter({ hasText: "inside quiet hours" });
  await expect(local).toContainText("This time reaches 3 recipients inside quiet hours");
  await local.getByRole("button", { name: "Send at 09:00 their time instead" }).click();
  await expect(page.getByLabel("Time", { exact: true })).toHaveValue("09:00");
  await expect(local).toBeHidden();

  // back to the scheduled time with the quiet recipients moved, and sent: three groups held
  await page.getByRole("radio", { name: "At a date and time" }).check();
  await toReview(page);
  await expect(reviewPanel(page).getByText(/Goes out as 3 campaigns/)).toBeVisible();
  const before = await viberCreates();
  await page.getByRole("button", { name: "Schedule campaign" }).click();
  await expect(page).toHaveURL(/\/viber\/campaigns\/groups\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("table", { name: "Send groups" }).getByRole("row")).toHaveCount(4);
  expect(await viberCreates()).toBe(before);
});
