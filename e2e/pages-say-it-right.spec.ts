import type { Page } from "@playwright/test";

import { authState } from "./auth-state";
import { campaignsNamed, composerReady, openComposer } from "./composer-helpers";
import { describeAs, expect, messagingApiToken, openPage, test } from "./fixtures";
import { MESSAGING_API, upstreamCalls } from "./messaging-api-control";

/**
 * Issue 33, "Wrong": a one-word campaign name on a phone, dates in the viewer's
 * time, invalid lines and addresses, the audit log in words, the SSL rows, and a
 * campaign name too long.
 */

/** A write to the console API as the signed-in user (Origin and a fresh key). */
const write = (page: Page, method: "POST" | "PATCH", path: string, data: unknown) =>
  page.request.fetch(path, {
    method,
    headers: {
      Origin: new URL(test.info().project.use.baseURL!).origin,
      "Idempotency-Key": crypto.randomUUID(),
    },
    data,
  });

/** A campaign made straight on the Messaging API (as another tool would), sent now. */
async function campaignNamed(page: Page, name: string): Promise<number> {
  const res = await page.request.post(`${MESSAGING_API}/viber`, {
    headers: { Authorization: `Bearer ${await messagingApiToken(page)}` },
    data: {
      task_name: name,
      message_type: 2,
      sender_id: 1,
      message_live_time: 600,
      send_date: "now",
      recipients: ["380931234567"],
      message: "Hello",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { task_id: number } }).data.task_id;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the overview is no wider than the screen when a campaign's name is one long word", async ({
    page,
  }) => {
    const name = `Blackfriday${"megasale".repeat(25)}${Date.now()}`;
    await campaignNamed(page, name);
    const latest = page.getByRole("region", { name: "Latest campaigns", exact: true });
    // the overview's campaign list is cached for 15 s
    await expect(async () => {
      await page.goto("/");
      await expect(latest.getByRole("link", { name })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 40_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // cut short on the screen, whole on hover
    await expect(latest.getByRole("link", { name })).toHaveAttribute("title", name);
  });
});

test.describe("in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("campaign dates give the viewer's time beside the account's", async ({ page }) => {
    const id = await campaignNamed(page, `Tokyo ${Date.now()}`);
    await openPage(page, "/viber/campaigns", "Campaigns");
    // any campaign on the list (other specs move the Messaging API's clock, so the newest varies)
    const row = page.getByRole("row").nth(1);
    await expect(row).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    await expect(row).toContainText(/\d\d:\d\d your time/);

    await page.goto(`/viber/campaigns/${id}`);
    const sendDate = page
      .locator("dt", { hasText: "Send date" })
      .locator("xpath=following-sibling::dd");
    await expect(sendDate).toContainText(/UTC/);
    await expect(sendDate).toContainText(/\d\d:\d\d your time/);
  });
});

test("a campaign name over 255 characters is refused in words, never cut", async ({ page }) => {
  const name = `n${"o".repeat(498)}w`;
  await openComposer(page);
  await page.getByLabel("Campaign name").fill(name);
  await expect(page.getByLabel("Campaign name")).toHaveValue(name);
  await expect(page.getByText("245 characters over the 255 limit")).toBeVisible();
  await page.getByRole("button", { name: "Review campaign" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "245 characters over the 255 limit" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Review the campaign" })).toHaveCount(0);
  expect(await campaignsNamed(page, name.slice(0, 255))).toBe(0);

  // shortened, it goes on
  await page.getByLabel("Campaign name").fill(name.slice(0, 255));
  await expect(page.getByText(/characters over the 255 limit/)).toHaveCount(0);
  await composerReady(page);
});

describeAs("support", "invalid lines", () => {
  test("unsubscribe: Remove the invalid ones keeps the valid lines, which are then added", async ({
    page,
  }) => {
    const address = `e2e-keep-${Date.now()}@example.com`;
    await page.goto("/email/unsubscribes");
    await page.getByRole("button", { name: "Add addresses" }).click();
    const dialog = page.getByRole("dialog");
    const text = dialog.getByLabel("Addresses");
    await text.fill(`${address}, asked by phone\nnot-an-address\nalso wrong`);
    await dialog.getByRole("button", { name: "Add address" }).click();
    await expect(dialog.getByText("2 lines are not valid")).toBeVisible();
    await dialog.getByRole("button", { name: "Remove the invalid ones" }).click();
    await expect(text).toHaveValue(`${address}, asked by phone`);
    await dialog.getByRole("button", { name: "Add address" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${address} is now unsubscribed.`)).toBeVisible();
  });
});

test.describe("the send form", () => {
  test.use({ storageState: authState("marketer") });

  test("does not send while the To box holds something that is not an address", async ({
    page,
  }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.request.delete("/api/drafts/email", { data: {}, headers: { Origin: origin } });
    const stamp = Date.now();
    await page.goto("/email/send");
    await page.getByLabel("From", { exact: true }).selectOption("news@northwind-shop.example");
    const to = page.getByLabel("To", { exact: true });
    await to.fill(`ann.${stamp}@example.com, not-an-address`);
    await to.press("Enter");
    await expect(page.getByText("“not-an-address”: not an email address")).toBeVisible();
    await page.getByLabel("Subject").fill(`Left out ${stamp}`);
    await page.getByLabel("HTML", { exact: true }).fill("<p>Hello</p>");

    const since = Date.now();
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Not sent: the To field still holds text" }),
    ).toBeVisible();
    await expect(to).toBeFocused();
    await page.waitForTimeout(1_000);
    const sends = (await upstreamCalls()).filter(
      (c) => c.at >= since && c.method === "POST" && c.path === "/smtp/emails",
    );
    expect(sends).toEqual([]);

    // removed, the email goes to the one address left, and the refusal is gone
    await to.fill("");
    await expect(page.getByText("Not sent: the To field")).toHaveCount(0);
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Sent “Left out ${stamp}` }),
    ).toContainText("to 1 recipient");
  });
});

test("the audit log says actions and outcomes in words, and keeps refused admin actions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const typed = `Erin.Mixed.${stamp}@Example.COM`;
  const created = await write(page, "POST", "/api/users", {
    email: typed,
    name: "Erin Mixed",
    role: "support",
  });
  expect(created.status()).toBe(200);
  // the same address again (in any case) is refused, and the refusal is kept
  expect(
    (
      await write(page, "POST", "/api/users", {
        email: typed.toLowerCase(),
        name: "Again",
        role: "support",
      })
    ).status(),
  ).toBe(400);

  const users = (await (await page.request.get("/api/users")).json()) as {
    items: { id: number; email: string; role: string; active: boolean }[];
  };
  const admins = users.items.filter((u) => u.role === "admin" && u.active);
  expect(admins).toHaveLength(1);
  const demote = await write(page, "PATCH", `/api/users/${admins[0]!.id}`, { role: "support" });
  expect(demote.status()).toBe(400);

  // a phone already on the blacklist is named as such, not as added
  const base = 380507000000 + (stamp % 900_000);
  const [old, fresh] = [String(base), String(base + 1)];
  expect((await write(page, "POST", "/api/viber/blacklist", { phones: [old] })).status()).toBe(200);
  expect(
    (await write(page, "POST", "/api/viber/blacklist", { phones: [old, fresh] })).status(),
  ).toBe(200);

  await openPage(page, "/admin/audit?action=user.create", "Audit log");
  const lower = typed.toLowerCase();
  const createdRow = page.getByRole("row").filter({ hasText: `${lower} as support` });
  await expect(createdRow).toHaveCount(2);
  // case-sensitive: the address as typed appears nowhere
  await expect(page.getByText(new RegExp(typed.replace(/\./g, "\\.")))).toHaveCount(0);
  await expect(createdRow.first().getByTitle("user.create")).toHaveText(/Created a user/);
  await expect(createdRow.getByText("Refused: email already in use")).toBeVisible();
  await expect(createdRow.getByText("OK", { exact: true })).toBeVisible();

  await page.goto("/admin/audit?action=user.update");
  const refused = page.getByRole("row").filter({ hasText: "role admin → support" }).first();
  await expect(refused).toContainText("Changed a user");
  await expect(refused).toContainText("Refused: the last active admin");

  await page.goto("/admin/audit?action=blacklist.add");
  await expect(
    page.getByRole("cell", {
      name: `1 phone added: ${fresh}; 1 phone already on the list, not added: ${old}`,
    }),
  ).toBeVisible();

  await page.goto("/admin/audit?action=auth.sign_in");
  await expect(page.getByRole("cell", { name: /^Signed in/ }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "auth.sign_in", exact: true })).toHaveCount(0);
});

describeAs("support", "domain certificates", () => {
  test("SSL rows say what each date is, with no bare type code", async ({ page }) => {
    await openPage(page, "/email/domains", "Domains");
    const shop = page.getByRole("region", { name: "northwind-shop.example", exact: true });
    await expect(shop).toContainText("Type 2 (not documented)");
    await expect(shop).toContainText("Certificate valid until");
    await expect(shop).toContainText("Domain expires");
    await expect(page.getByText(/Certificate type \d/)).toHaveCount(0);

    // the domain's own expiry is not the certificate's
    const legacy = page.getByRole("region", { name: "legacy-northwind.example", exact: true });
    await expect(legacy).toContainText("Domain expired");
    await expect(legacy).toContainText("None reported");
    await expect(page.getByText("No certificate")).toHaveCount(0);
  });
});
