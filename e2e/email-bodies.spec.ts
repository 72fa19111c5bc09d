import type { Page } from "@playwright/test";

import { signedOut, signInFresh } from "./auth-state";
import { expect, openAccountMenu, test } from "./fixtures";

/**
 * The body of an email sent from the console, shown in a sandbox on its message
 * page; the send form's draft kept on the server; nothing left in the browser
 * after sign-out. As admin (the other send specs use the marketer, whose draft
 * this spec must not touch).
 */

const SENDER = "news@northwind-shop.example";

test.use({ storageState: signedOut });

async function addTo(page: Page, address: string) {
  const field = page.getByLabel("To", { exact: true });
  await field.fill(address);
  await field.press("Enter");
}

test("a sent body in a sandbox, the draft on the server, nothing left after sign-out", async ({
  page,
  axe,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // it signs out at the end: a session of its own, not the shard's saved admin one
  await signInFresh(page, "admin");
  const stamp = Date.now();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const draftNow = async () =>
    (
      (await (await page.request.get("/api/drafts/email")).json()) as {
        draft: { data: { subject?: string } } | null;
      }
    ).draft;
  await page.request.delete("/api/drafts/email", { data: {}, headers: { Origin: origin } });

  await test.step("send, open the message: the body is in a sandbox and its script never runs", async () => {
    await page.goto("/email/send");
    await page.getByLabel("From", { exact: true }).selectOption(SENDER);
    await addTo(page, `body.${stamp}@example.com`);
    await page.getByLabel("Subject").fill(`Body ${stamp}`);
    await page
      .getByLabel("HTML", { exact: true })
      .fill(
        `<script>document.write('<p id="ran">script ran</p>');parent.document.title="pwned"</script><h1>Hello ${stamp}</h1>`,
      );
    await page.getByLabel("Add files").setInputFiles({
      name: `terms-${stamp}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from("terms\n".repeat(100)),
    });
    await page.getByRole("button", { name: "Send email" }).click();
    const sent = page.getByRole("status").filter({ hasText: `Sent “Body ${stamp}”` });
    await sent.getByRole("link", { name: "Open the message in the log" }).click();
    await expect(page.getByRole("heading", { name: `Body ${stamp}` })).toBeVisible();

    const message = page.getByRole("region", { name: "Message" });
    const frame = message.getByTitle("The email's HTML, as sent");
    // no scripts, no same-origin access; a link may open a tab of its own
    await expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
    const inside = page.frameLocator('iframe[title="The email\'s HTML, as sent"]');
    await expect(inside.getByRole("heading", { name: `Hello ${stamp}` })).toBeVisible();
    // the script came before the heading: had it run, its paragraph would be there
    await expect(inside.locator("#ran")).toHaveCount(0);
    expect(await page.title()).not.toBe("pwned");
    expect(consoleErrors.some((e) => /Blocked script execution in 'about:srcdoc'/.test(e))).toBe(
      true,
    );
    await expect(message.getByRole("list", { name: "Attachments" })).toContainText(
      `terms-${stamp}.txt`,
    );
    await axe({ exclude: ["iframe[sandbox]"] });
  });

  await test.step("an email not sent from the console says why it has no body", async () => {
    const log = (await (await page.request.get("/api/email/messages?limit=5")).json()) as {
      items: { id: string; recipient: string | null }[];
    };
    const other = log.items.find((e) => !e.recipient?.includes(String(stamp)))!;
    await page.goto(`/email/log/${other.id}`);
    const message = page.getByRole("region", { name: "Message" });
    await expect(message).toContainText("No copy of the message");
    await expect(message).toContainText("not sent from this console");
    await expect(message.locator("iframe")).toHaveCount(0);
  });

  await test.step("the form's draft is kept on the server and restored after a reload", async () => {
    await page.goto("/email/send");
    await page.getByLabel("From", { exact: true }).selectOption(SENDER);
    await addTo(page, `draft.${stamp}@example.com`);
    await page.getByLabel("Subject").fill(`Draft ${stamp}`);
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    expect((await draftNow())?.data.subject).toBe(`Draft ${stamp}`);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "is back" })).toContainText(
      "Attachments are not kept",
    );
    await expect(page.getByLabel("Subject")).toHaveValue(`Draft ${stamp}`);
    await expect(
      page.getByRole("listitem").filter({ hasText: `draft.${stamp}@example.com` }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => /draft/i.test(k))),
    ).toEqual([]);
  });

  await test.step("sign-out leaves no draft or other console data in the browser", async () => {
    // what an older console kept in the browser
    await page.evaluate(() => {
      localStorage.setItem(
        "console:email-draft:v1:admin@example.com",
        JSON.stringify({ savedAt: new Date().toISOString(), values: { subject: "old" } }),
      );
      sessionStorage.setItem("console:scratch", "x");
    });
    await page.getByRole("button", { name: "Discard the draft" }).click();
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect.poll(draftNow).toBeNull();
    await openAccountMenu(page, /^Account: .*, Admin$/);
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(
      await page.evaluate(() => ({
        // the theme is a preference; next-auth's cross-tab "signed out" signal holds no data
        local: Object.keys(localStorage).filter((k) => k !== "theme" && k !== "nextauth.message"),
        session: sessionStorage.length,
      })),
    ).toEqual({ local: [], session: 0 });
  });

  const expected = /Blocked script execution in 'about:srcdoc'/;
  expect(consoleErrors.filter((e) => !expected.test(e))).toEqual([]);
});
