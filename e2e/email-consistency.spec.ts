import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { control } from "./messaging-api-control";

/**
 * Issue 33, points 4–6: pages that agree with each other, with their exports and
 * with what the Messaging API does. As the admin, against the embedded API.
 */
test.describe.configure({ timeout: 120_000 });

const SHOTS = process.env.SHOTS_DIR;

/** Light and dark, 390 and 1366 px wide, when SHOTS_DIR is set (to look at, not to compare). */
async function shots(
  page: Page,
  name: string,
  choose: (t: "light" | "dark") => Promise<void>,
  part?: Locator,
) {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"] as const) {
    await choose(theme);
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const path = `${SHOTS}/${name}-${theme}-${width}.png`;
      await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
    }
  }
  await choose("light");
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a spam complaint: the recipient page says what is true, and Send anyway needs a tick, checked by the server and audited", async ({
  page,
  baseURL,
  theme,
}) => {
  const list = await page.request.get("/api/email/unsubscribes?limit=500");
  const items = ((await list.json()) as { items: { email: string; how: string }[] }).items;
  const address = items.find((u) => u.how === "spam_complaint")!.email;
  const origin = new URL(baseURL!).origin;
  const stamp = Date.now();

  await test.step("the recipient page: unsubscribed by a spam complaint, and the API still delivers", async () => {
    await page.goto(`/email/recipients/${encodeURIComponent(address)}`);
    const status = page.getByRole("status", { name: "Unsubscribe status" });
    await expect(status).toContainText("Unsubscribed (spam complaint).");
    await expect(status).toContainText(
      "The Messaging API still delivers what is sent to this address",
    );
    await expect(page.getByText("Emails to this address are not sent")).toHaveCount(0);
    await shots(page, "recipient", theme.choose);
  });

  await test.step("the server refuses a send that does not confirm the address", async () => {
    const res = await page.request.post("/api/email/messages", {
      headers: { Origin: origin, "Idempotency-Key": crypto.randomUUID() },
      data: {
        email: {
          from: { email: "news@northwind-shop.example" },
          to: [{ email: address }],
          subject: `Unconfirmed ${stamp}`,
          html: "<p>Hello</p>",
        },
      },
    });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.confirm_unsubscribed).toContain(`${address} (spam complaint)`);
  });

  await test.step("the form asks, and Send anyway waits for the tick naming the address", async () => {
    await page.request.delete("/api/drafts/email", { data: {}, headers: { Origin: origin } });
    await page.goto("/email/send");
    await page.getByLabel("From", { exact: true }).selectOption("news@northwind-shop.example");
    const to = page.getByLabel("To", { exact: true });
    await to.fill(address);
    await to.press("Enter");
    await page.getByLabel("Subject").fill(`Receipt ${stamp}`);
    await page.getByLabel("HTML", { exact: true }).fill("<p>Your receipt</p>");
    await page.getByRole("button", { name: "Send email" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Send to unsubscribed recipients?" });
    await expect(dialog).toContainText(`${address} (spam complaint)`);
    await expect(dialog).toContainText("The Messaging API delivers to these addresses");
    const send = dialog.getByRole("button", { name: "Send anyway" });
    await expect(send).toBeDisabled();
    if (SHOTS) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/send-confirm-light-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await dialog
      .getByLabel(`Send to ${address} although they marked this account's email as spam`)
      .check();
    await send.click();
    await expect(
      page.getByRole("status").filter({ hasText: `Sent “Receipt ${stamp}”` }),
    ).toBeVisible();
  });

  await test.step("the audit entry records the confirmation", async () => {
    const log = await page.request.get("/api/audit?action=email.send&limit=20");
    const entries = (
      (await log.json()) as {
        items: { target: string | null; details: { unsubscribed?: unknown } | null }[];
      }
    ).items;
    const entry = entries.find((e) => e.target?.startsWith(`Receipt ${stamp}`));
    expect(entry?.details?.unsubscribed).toEqual([{ email: address, how: "spam_complaint" }]);
  });
});

test("the email log and its CSV follow one rule, and say the same", async ({ page, theme }) => {
  await page.goto("/email/log?outcome=failed");
  const scope = page.getByText(/^Emails matching the filters, newest first\. Outcome failed/);
  await expect(scope).toContainText(
    /Outcome failed \(hard or soft\): [\d,]+ among the newest 1,000 emails matching the other filters \(sent /,
  );
  const pageWords = (await scope.innerText()).match(/Outcome failed.*?further back\./)![0];
  const pageCount = Number(pageWords.match(/: ([\d,]+) among/)![1]!.replace(/,/g, ""));
  await expect(scope).toContainText(
    `The CSV export holds the same ${pageCount.toLocaleString("en-US")}.`,
  );

  const href = (await page.getByRole("link", { name: "Export CSV" }).getAttribute("href"))!;
  const csv = await (await page.request.get(href)).text();
  const [note, header, ...rows] = csv.trimEnd().split("\n");
  expect(note).toMatch(
    /^# No filter\. Outcome failed \(hard or soft\): \d+ among the newest 1000 emails matching the other filters \(sent /,
  );
  expect(header).toContain("smtp_answer_code");
  const csvCount = Number(note!.match(/: (\d+) among/)![1]);
  expect(rows).toHaveLength(csvCount);
  // the same words as the page's (digits grouped there); live demo traffic may move the
  // window by a few emails between the two reads
  expect(note!.replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, "D").replace(/: \d+ among/, ": N among")).toBe(
    `# No filter. ${pageWords
      .replace(/,(\d{3})/g, "$1")
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d/g, "D")
      .replace(/: \d+ among/, ": N among")}`,
  );
  expect(Math.abs(csvCount - pageCount)).toBeLessThanOrEqual(5);
  await shots(page, "email-log", theme.choose);
});

test("a domain's SPF: one verdict on its card and on the overview, saying who said what", async ({
  page,
  theme,
}) => {
  // the demo zones as they started (another spec may have published records)
  await control("dns", "DELETE");
  const DOMAIN = "northwind-deals.example";
  await page.goto(`/email/domains#${DOMAIN}`);
  const card = page.getByRole("region", { name: DOMAIN, exact: true });
  const checks = card.getByRole("list", { name: `DNS checks of ${DOMAIN}` });
  const spf = checks.getByRole("listitem").filter({ hasText: "SPF" });
  await expect(spf).toContainText("SPFFailing");
  await expect(spf).toContainText(
    /The Messaging API says passed; the console's DNS check found a problem: The SPF record needs \d+ DNS lookups .*receivers stop at 10 and fail SPF/,
  );
  await expect(card).toContainText("2 of 3 checks failing");
  await expect(
    card.getByRole("list", { name: `DNS records of ${DOMAIN}` }).getByRole("listitem", {
      name: "SPF: Problem",
    }),
  ).toBeVisible();
  await shots(page, "domain-card", theme.choose, card);

  await page.goto("/");
  const attention = page.getByRole("region", { name: /Domains that need attention/ });
  await expect(attention.getByRole("listitem").filter({ hasText: DOMAIN })).toContainText(
    "Failing: SPF, DMARC",
  );
  await shots(page, "overview", theme.choose);
});
