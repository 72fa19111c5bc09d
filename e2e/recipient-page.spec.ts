import type { Browser } from "@playwright/test";

import { authState } from "./auth-state";
import { sendEmail } from "./email-helpers";
import { describeAs, expect, test } from "./fixtures";

/** As the admin (support may not send), sends one email to provoke a bounce. */
async function sendAsAdmin(browser: Browser, baseURL: string, address: string) {
  const admin = await browser.newContext({ storageState: authState("admin"), baseURL });
  await sendEmail(admin.request, baseURL, address, "E2E recipient page");
  await admin.close();
}

describeAs("support", "as support", () => {
  test("goes from a bounce to the recipient's page, reads why, and takes the address off the unsubscribe list", async ({
    page,
    browser,
    baseURL,
    axe,
    consoleErrors,
  }) => {
    const address = `unknown+recipient-${Date.now()}@example.com`;
    await sendAsAdmin(browser, baseURL!, address);
    // the customer also unsubscribed (support adds it, as after a phone call)
    const added = await page.request.post("/api/email/unsubscribes", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { emails: [{ email: address, comment: "asked by phone" }] },
    });
    expect(added.status(), await added.text()).toBe(200);

    await test.step("from the bounce list to the recipient's page", async () => {
      await page.goto("/email/bounces");
      const row = page
        .getByRole("table", { name: "Bounces" })
        .getByRole("row")
        .filter({ hasText: address });
      await expect(row).toContainText("Unknown mailbox", { timeout: 30_000 });
      await row.getByRole("link", { name: address }).click();
      await expect(page).toHaveURL(`/email/recipients/${encodeURIComponent(address)}`);
      await expect(page.getByRole("heading", { level: 1, name: address })).toBeVisible();
    });

    await test.step("the summary, the bounce explained and the message", async () => {
      await expect(page.getByTestId("recipient-summary")).toHaveText(
        /^1 sent in 30 days · none delivered · unsubscribed \(added manually\) on \d{4}-\d{2}-\d{2}$/,
      );
      const bounces = page.getByRole("list", { name: "Bounces of this address" });
      await expect(bounces.getByRole("listitem")).toHaveCount(1);
      await expect(bounces).toContainText("Unknown mailbox");
      await expect(bounces).toContainText("What to do");
      await expect(bounces).toContainText("Remove the address from your lists");
      const messages = page.getByRole("table", { name: `Messages sent to ${address}` });
      await expect(messages.getByRole("row")).toHaveCount(2);
      await expect(messages).toContainText("550");
      const status = page.getByRole("status", { name: "Unsubscribe status" });
      await expect(status).toContainText("Unsubscribed (added manually).");
      await expect(status).toContainText("The Messaging API still delivers");
      await expect(status).toContainText("Added manually");
      await expect(page.getByRole("form", { name: "Resubscribe request" })).toBeVisible();
      await expect(page.getByLabel("Recipient", { exact: true })).toHaveValue(address);
      await axe();
    });

    await test.step("removes it from the unsubscribe list after confirming", async () => {
      await page.getByRole("button", { name: "Remove from the list" }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(`Remove ${address} from the unsubscribe list?`);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("status", { name: "Unsubscribe status" })).toContainText(
        "Unsubscribed (added manually).",
      );
      await page.getByRole("button", { name: "Remove from the list" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
      await expect(
        page.getByText(`${address} was removed from the unsubscribe list.`),
      ).toBeVisible();
      await expect(page.getByRole("status", { name: "Unsubscribe status" })).toContainText(
        "Not unsubscribed.",
      );
      await expect(page.getByTestId("recipient-summary")).toContainText("not unsubscribed");
      await expect(page.getByRole("form", { name: "Resubscribe request" })).toHaveCount(0);
    });

    await test.step("the message opens from its row, and the log's address leads back", async () => {
      await page
        .getByRole("table", { name: `Messages sent to ${address}` })
        .getByRole("link")
        .first()
        .click();
      await expect(page).toHaveURL(/\/email\/log\/[^/]+$/);
      await page.getByRole("link", { name: "This recipient's page" }).click();
      await expect(page.getByRole("heading", { level: 1, name: address })).toBeVisible();
      await page.goto(`/email/log?recipient=${encodeURIComponent(address)}`);
      await page
        .getByRole("table", { name: "Email log" })
        .getByRole("link", { name: address, exact: true })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: address })).toBeVisible();
    });
    expect(consoleErrors).toEqual([]);
  });

  test("the header's search box opens an address and explains bad input", async ({ page }) => {
    await page.goto("/email/log");
    const box = page.getByLabel("Look up an address");
    await box.fill("not an address");
    await box.press("Enter");
    await expect(
      page.getByRole("alert").filter({ hasText: "is not an email address" }),
    ).toBeVisible();
    await box.fill("Someone+tag@Example.com");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/email\/recipients\/Someone%2Btag%40Example\.com$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Someone+tag@Example.com" }),
    ).toBeVisible();
    await expect(page.getByText("Nothing sent to this address")).toBeVisible();
    await expect(page.getByRole("status", { name: "Unsubscribe status" })).toContainText(
      "Not unsubscribed.",
    );
  });

  test("an address that is not one gets a friendly page", async ({ page, axe }) => {
    await page.goto("/email/recipients/not-an-address");
    await expect(page.getByText("That is not an email address")).toBeVisible();
    await page.goto(`/email/recipients/${encodeURIComponent("<b>x</b>@@example.com")}`);
    await expect(page.getByText("That is not an email address")).toBeVisible();
    await axe();
  });
});
