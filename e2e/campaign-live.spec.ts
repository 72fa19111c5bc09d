import type { Page } from "@playwright/test";

import { expect, messagingApiToken, test } from "./fixtures";

/**
 * A campaign watched through its whole life on the Messaging API's clock: the
 * browser's clock moves with it (page.clock), so "until when" and "final" are
 * judged as a person watching for that long would see them.
 */
const API = process.env.E2E_MESSAGING_API_URL!;
const MIN = 60_000;

const num = (text: string) => Number(text.replace(/[^\d]/g, ""));
const counter = async (page: Page, label: string) =>
  num(await page.getByRole("group", { name: label, exact: true }).locator("p").nth(1).innerText());

/** Moves the Messaging API's clock and the browser's together. */
async function advance(page: Page, ms: number) {
  const res = await page.request.post(`${API}/__control/clock`, { data: { advanceMs: ms } });
  expect(res.ok()).toBe(true);
  await page.clock.fastForward(ms);
}

/** The counters agree with the recipients table below them (one snapshot). */
async function expectAgreement(page: Page) {
  await expect
    .poll(
      async () => {
        const line = await page.getByText(/^\d[\d,]* recipients? ·/).innerText();
        const table = num(line.split(" ")[0]!);
        return table === (await counter(page, "Sent")) + (await counter(page, "Errors"));
      },
      { timeout: 25_000 },
    ) // a snapshot caught mid-tick is replaced within one refresh (10 s)
    .toBe(true);
}

test("a campaign is watched from moderation until its figures are final", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const apiNow = (await (await page.request.post(`${API}/__control/tick`)).json()) as {
    now: string;
  };
  await page.clock.install({ time: new Date(apiNow.now) });

  // 200 recipients, a message that lives 10 minutes, sent now (after moderation)
  const token = await messagingApiToken(page);
  const created = await page.request.post(`${API}/viber`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      task_name: `Live ${Date.now()}`,
      message_type: 2,
      sender_id: 1,
      message_live_time: 600,
      send_date: "now",
      recipients: Array.from({ length: 200 }, (_, i) => String(380931000000 + i)),
      message: "Your order has shipped",
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const id = ((await created.json()) as { data: { task_id: number } }).data.task_id;

  await page.goto(`/viber/campaigns/${id}`);
  await expect(page.getByText("Live: refreshes every 5 s")).toBeVisible();
  await expect(page.getByText("No recipients yet", { exact: true })).toBeVisible();
  expect(await counter(page, "Sent")).toBe(0);
  await expect(page.getByRole("group", { name: "Delivered", exact: true })).toContainText(
    "none sent yet",
  );

  // out of moderation and sending: the table is never older than the status
  await advance(page, 2 * MIN + 30_000);
  await expect.poll(() => counter(page, "Sent")).toBeGreaterThan(0);
  await expect(page.getByText("No recipients yet", { exact: true })).toBeHidden();
  await expectAgreement(page);

  // sent: the page keeps refreshing while the message lives, and says until when
  await advance(page, 2 * MIN);
  await expect(
    page.getByText(/Deliveries and reads still arrive until .*refreshes every 15 s/),
  ).toBeVisible();
  const readAtSent = await counter(page, "Read");
  // a quiet spell (two refreshes with nothing new) does not stop it…
  await page.clock.fastForward(30_000);
  // …so reads that arrive later still show
  await advance(page, 6 * MIN);
  await expect.poll(() => counter(page, "Read"), { timeout: 15_000 }).toBeGreaterThan(readAtSent);
  await expectAgreement(page);
  await expect(page.getByText(/Counters, charts and recipients as of/)).toBeVisible();

  // past the live time: final, and no more refreshing
  await advance(page, 20 * MIN);
  await expect(page.getByText(/Final: the message's live time ended/)).toBeVisible({
    timeout: 15_000,
  });
  await expectAgreement(page);
  const reads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(`/api/viber/campaigns/${id}`)) reads.push(r.url());
  });
  await page.clock.fastForward(2 * MIN);
  await page.waitForTimeout(500);
  expect(reads).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
