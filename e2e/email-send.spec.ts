import type { Page } from "@playwright/test";

import { authState } from "./auth-state";
import { expect, test } from "./fixtures";
import { MESSAGING_API, upstreamCalls, type Call } from "./messaging-api-control";

/** The send form, the unsubscribe check and a refused send, against the embedded API. */

const SENDER = "news@northwind-shop.example";

async function postsSince(since: number, path: string): Promise<Call[]> {
  const calls = await upstreamCalls();
  return calls.filter((c) => c.at >= since && c.path === path && c.method === "POST");
}

async function addRecipients(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press("Enter");
}

test.use({ storageState: authState("marketer") });
test.describe.configure({ timeout: 90_000 });
// the form's draft is kept on the server, per user: each test starts without one
test.beforeEach(async ({ page }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.request.delete("/api/drafts/email", { data: {}, headers: { Origin: origin } });
});

test("a marketer sends with HTML and with a template, then finds both in the log", async ({
  page,
  axe,
  theme,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const ann = `ann.${stamp}@example.com`;
  const carl = `carl.${stamp}@example.com`;

  await test.step("HTML with cc, bcc and an attachment, previewed in a sandbox", async () => {
    await page.goto("/email/send");
    await expect(page.getByRole("heading", { level: 1, name: "Send email" })).toBeVisible();
    const from = page.getByLabel("From", { exact: true });
    await expect(
      from.getByRole("option", { name: /promo@northwind-deals\.example/ }),
    ).toBeDisabled();
    await from.selectOption(SENDER);
    await expect(page.getByLabel("Sender name")).toHaveValue("Northwind Shop");
    // a pasted list becomes chips; what is not an address stays, with the reason
    await addRecipients(page, "To", `Ann Example <${ann}>, not-an-address`);
    await expect(page.getByRole("listitem").filter({ hasText: ann })).toBeVisible();
    await expect(page.getByText("“not-an-address”: not an email address")).toBeVisible();
    await page.getByLabel("To", { exact: true }).fill("");
    await page.getByRole("button", { name: "Add Cc" }).click();
    await addRecipients(page, "Cc", `bob.${stamp}@example.com`);
    await page.getByRole("button", { name: "Add Bcc" }).click();
    await addRecipients(page, "Bcc", carl);
    await page.getByLabel("Subject").fill(`Invoice ${stamp}`);
    await page
      .getByLabel("HTML", { exact: true })
      .fill(
        `<h1>Hello Ann</h1><p><a href="https://northwind-shop.example/i/${stamp}">Invoice</a></p>`,
      );
    const preview = page.getByTitle("Preview of the email's HTML");
    await expect(preview).toHaveAttribute("sandbox", "");
    await expect(
      page.frameLocator("iframe[sandbox]").getByRole("heading", { name: "Hello Ann" }),
    ).toBeVisible();
    await page.getByLabel("Add files").setInputFiles({
      name: "invoice.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Invoice lines\n".repeat(200)),
    });
    await expect(page.getByRole("list", { name: "Attached files" })).toContainText("invoice.txt");
    await expect(page.getByText(/MB of 10 MB in all/)).toBeVisible();
    // the preview's document is the sender's HTML, not the console's: axe checks the page around it
    await theme.choose("dark");
    await axe({ exclude: ["iframe[sandbox]"] });
    await theme.choose("light");
    await axe({ exclude: ["iframe[sandbox]"] });

    await page.getByRole("button", { name: "Send email" }).click();
    const status = page.getByRole("status").filter({ hasText: "Sent “Invoice" });
    await expect(status).toContainText("to 3 recipients");
    await status.getByRole("link", { name: "Open the message in the log" }).click();
    await expect(page).toHaveURL(/\/email\/log\/[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{2}$/);
    await expect(page.getByRole("heading", { name: `Invoice ${stamp}` })).toBeVisible();
    await expect(page.getByText(ann, { exact: true })).toBeVisible();
    await expect(page.getByText("Delivery: Delivered")).toBeVisible();
  });

  await test.step("a template: a refusal lands on its field, then the variables are filled", async () => {
    await page.goto("/email/send");
    await page.getByLabel("From", { exact: true }).selectOption(SENDER);
    await addRecipients(page, "To", carl);
    await page.getByLabel("Subject").fill(`Order {{order_id}} ${stamp}`);
    await page.getByLabel("Use a stored template").check();
    const template = page.getByLabel("Template", { exact: true });
    await template.selectOption({ label: "Draft (empty) (en)" });
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.locator("#send-template-error")).toContainText("Template body is empty");
    await expect(page.getByLabel("Subject")).toHaveValue(`Order {{order_id}} ${stamp}`);

    await template.selectOption({ label: "Order confirmation (en) · 3 variables" });
    await expect(page.getByLabel("Variable 1 name")).toHaveValue("name");
    await page.getByLabel("Value of name").fill("Carl");
    await page.getByLabel("Value of order_id").fill(`A-${stamp}`);
    await page.getByLabel("Value of total").fill("€12.50");
    await page.getByRole("button", { name: "Send email" }).click();
    const status = page.getByRole("status").filter({ hasText: "Sent “Order" });
    await expect(status).toContainText("to 1 recipient");
    await status.getByRole("link", { name: "Open the message in the log" }).click();
    // the upstream filled the subject's variable too
    await expect(page.getByRole("heading", { name: `Order A-${stamp} ${stamp}` })).toBeVisible();
  });

  await test.step("both are in the log, filtered by recipient, and open their drill-down", async () => {
    await page.goto("/email/log");
    await page.getByLabel("Recipient").fill(carl);
    await expect(page).toHaveURL(new RegExp(`recipient=${encodeURIComponent(carl)}`));
    const table = page.getByRole("table", { name: "Email log" });
    await expect(table.getByRole("row")).toHaveCount(3); // header + the bcc copy + the template email
    await expect(table).toContainText(`Invoice ${stamp}`);
    await table
      .getByRole("row")
      .filter({ hasText: `Order A-${stamp}` })
      .getByRole("cell")
      .nth(3)
      .click();
    await expect(page.getByRole("heading", { name: `Order A-${stamp} ${stamp}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Clicked links" })).toBeVisible();
  });
  // expected: the one refusal on purpose (template body empty), and the sandbox refusing
  // to run the scripts axe tries to inject into the preview
  const expected = /422|Blocked script execution in 'about:srcdoc'/;
  expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
});

test("an unsubscribed recipient is flagged before sending", async ({ page }) => {
  const list = await page.request.get("/api/email/unsubscribes?limit=1");
  const address = ((await list.json()) as { items: { email: string }[] }).items[0]!.email;
  await page.goto("/email/send");
  await page.getByLabel("From", { exact: true }).selectOption(SENDER);
  await addRecipients(page, "To", `fine.${Date.now()}@example.com ${address}`);
  // the To field's chip comes first (the address may also be listed as bounced hard below)
  const chip = page.getByRole("listitem").filter({ hasText: address }).first();
  await expect(chip).toContainText("Unsubscribed");
  await expect(
    page.getByRole("status").filter({ hasText: "1 recipient has unsubscribed" }),
  ).toContainText(address);
  await page.getByLabel("Subject").fill("Hello");
  await page.getByLabel("HTML", { exact: true }).fill("<p>Hello</p>");
  await page.getByRole("button", { name: "Send email" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Send to unsubscribed recipients?" });
  await expect(dialog).toContainText(address);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Remove them" }).click();
  await expect(chip).toHaveCount(0);
});

test("a send the upstream fails keeps the form, and the retry sends exactly once", async ({
  page,
}) => {
  const stamp = Date.now();
  await page.goto("/email/send");
  await page.getByLabel("From", { exact: true }).selectOption(SENDER);
  await addRecipients(page, "To", `retry.${stamp}@example.com`);
  await page.getByLabel("Subject").fill(`Retry ${stamp}`);
  await page.getByLabel("HTML", { exact: true }).fill("<p>Once only</p>");
  const since = Date.now();
  await page.request.post(`${MESSAGING_API}/__control/faults`, {
    // the send only: a background read of the email log must not take the one fault
    data: { match: "/smtp/emails", method: "POST", errorBurst: { count: 1, status: 503 } },
  });
  try {
    await page.getByRole("button", { name: "Send email" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Not sent:" })).toContainText(
      "sending again is safe",
    );
    await expect(page.getByLabel("Subject")).toHaveValue(`Retry ${stamp}`);
    await expect(page.getByLabel("HTML", { exact: true })).toHaveValue("<p>Once only</p>");
    await expect(
      page.getByRole("listitem").filter({ hasText: `retry.${stamp}@example.com` }),
    ).toBeVisible();
  } finally {
    await page.request.delete(`${MESSAGING_API}/__control/faults`);
  }
  // a double click sends one request: the button is disabled while sending, and the key is reused
  await page.getByRole("button", { name: "Send email" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: `Sent “Retry ${stamp}”` })).toBeVisible();
  const posts = await postsSince(since, "/smtp/emails");
  expect(posts.map((c) => c.status)).toEqual([503, 200]);
});
