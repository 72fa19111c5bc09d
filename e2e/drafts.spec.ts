import type { Page } from "@playwright/test";

import { authState } from "./auth-state";
import { composerReady, openComposer, unique } from "./composer-helpers";
import { expect, test } from "./fixtures";

/**
 * The three ways the composer's draft was lost (issue 33): a stale form brought
 * back by browser Back, an edit made just before a reload or a link click, and
 * two tabs where the last to save silently won.
 */
test.use({ storageState: authState("marketer") });

type Draft = { data: { task_name?: string; message?: string }; version?: number } | null;

async function serverDraft(page: Page): Promise<Draft> {
  const res = await page.request.get("/api/drafts/viber-campaign", { maxRetries: 1 });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { draft: Draft }).draft;
}

const serverMessage = async (page: Page) => (await serverDraft(page))?.data.message;
const nameField = (page: Page) => page.getByLabel("Campaign name");
const textField = (page: Page) => page.getByLabel("Message text");
const savedLine = (page: Page) => page.getByText(/Draft saved at/);
const campaignsLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Campaigns" });

test("browser Back brings back the saved draft, and the next edit saves on top of it", async ({
  page,
}) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  // a draft from an earlier visit: the page is first loaded with it
  const put = await page.request.put("/api/drafts/viber-campaign", {
    headers: { Origin: origin },
    data: { data: { task_name: "An old draft", message: "Old text" } },
  });
  expect(put.status()).toBe(200);
  await page.goto("/viber/campaigns/new");
  await composerReady(page);
  await expect(textField(page)).toHaveValue("Old text");

  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard draft" }).click();
  await expect(nameField(page)).toHaveValue("");
  const name = unique("Back");
  await nameField(page).fill(name);
  await textField(page).fill("Typed after the discard");
  await expect(savedLine(page)).toBeVisible();
  expect(await serverMessage(page)).toBe("Typed after the discard");

  await campaignsLink(page).click();
  await expect(page).toHaveURL(/\/viber\/campaigns$/);
  await expect(page.getByRole("heading", { name: "Campaigns", level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/viber\/campaigns\/new$/);
  await composerReady(page);
  await expect(nameField(page)).toHaveValue(name);
  await expect(textField(page)).toHaveValue("Typed after the discard");

  await textField(page).press("End");
  await textField(page).pressSequentially("!");
  await expect.poll(() => serverMessage(page)).toBe("Typed after the discard!");
  expect((await serverDraft(page))?.data.task_name).toBe(name);
  await expect(savedLine(page)).toBeVisible();
});

test("an edit made just before a reload is on the server and in the reloaded page", async ({
  page,
}) => {
  await openComposer(page);
  await nameField(page).fill(unique("Reload"));
  await textField(page).fill("First version");
  await expect(savedLine(page)).toBeVisible();

  await textField(page).fill("Second version, typed just before the reload");
  await page.reload();
  await composerReady(page);
  await expect(textField(page)).toHaveValue("Second version, typed just before the reload");
  expect(await serverMessage(page)).toBe("Second version, typed just before the reload");
  // and editing from there saves on top of it
  await textField(page).press("End");
  await textField(page).pressSequentially("!");
  await expect
    .poll(() => serverMessage(page))
    .toBe("Second version, typed just before the reload!");
});

test("an edit made just before a sidebar click is saved", async ({ page }) => {
  await openComposer(page);
  await nameField(page).fill(unique("Leave"));
  await textField(page).fill("First version");
  await expect(savedLine(page)).toBeVisible();

  // the save sent as the page is left goes through the route wrapper's checks like any write
  const put = page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().endsWith("/api/drafts/viber-campaign"),
  );
  await textField(page).fill("Typed just before leaving");
  await campaignsLink(page).click();
  await expect(page).toHaveURL(/\/viber\/campaigns$/);
  await expect
    .poll(() => serverMessage(page), { timeout: 5_000 })
    .toBe("Typed just before leaving");
  const res = await put;
  expect(res.status()).toBe(200);
  expect(await res.request().headerValue("origin")).toBe(new URL(page.url()).origin);
  expect(await res.request().headerValue("content-type")).toMatch(/^application\/json/);
});

test("two tabs: a save based on an older draft is refused and the person chooses", async ({
  page: a,
  context,
}) => {
  await openComposer(a);
  const name = unique("Tabs");
  await nameField(a).fill(name);
  await textField(a).fill("Written in tab A");
  await expect(savedLine(a)).toBeVisible();
  await expect.poll(() => serverMessage(a)).toBe("Written in tab A");

  const b = await context.newPage();
  await b.goto("/viber/campaigns/new");
  await composerReady(b);
  await expect(textField(b)).toHaveValue("Written in tab A");
  await textField(b).fill("Rewritten in tab B");
  await expect.poll(() => serverMessage(b)).toBe("Rewritten in tab B");

  // A changes only the name: its save is based on the draft B replaced
  await nameField(a).fill(`${name} (A)`);
  const dialog = a.getByRole("alertdialog", { name: /changed in another tab/ });
  await expect(dialog).toBeVisible();
  // the two side by side: the fields that differ, and only those
  await expect(dialog.getByRole("row", { name: /Campaign name/ })).toContainText(`${name} (A)`);
  await expect(dialog.getByRole("row", { name: /Message text/ })).toContainText(
    "Rewritten in tab B",
  );
  await expect(dialog.getByRole("row", { name: /Message text/ })).toContainText("Written in tab A");
  await expect(dialog.getByRole("row", { name: /Sender/ })).toHaveCount(0);
  // nothing was overwritten
  expect(await serverDraft(a)).toMatchObject({
    data: { task_name: name, message: "Rewritten in tab B" },
  });

  await test.step("A loads the newer draft, then its edits save on top of it", async () => {
    await dialog.getByRole("button", { name: "Load the saved draft" }).click();
    await expect(dialog).toBeHidden();
    await expect(textField(a)).toHaveValue("Rewritten in tab B");
    await expect(nameField(a)).toHaveValue(name);
    await nameField(a).fill(`${name} (A)`);
    await expect
      .poll(async () => (await serverDraft(a))?.data)
      .toMatchObject({ task_name: `${name} (A)`, message: "Rewritten in tab B" });
  });

  await test.step("B, now behind, keeps its own: it is saved over the newest draft", async () => {
    await textField(b).fill("B insists");
    const conflict = b.getByRole("alertdialog", { name: /changed in another tab/ });
    await expect(conflict).toBeVisible();
    expect(await serverMessage(b)).toBe("Rewritten in tab B");
    await conflict.getByRole("button", { name: "Keep mine" }).click();
    await expect(conflict).toBeHidden();
    await expect
      .poll(async () => (await serverDraft(b))?.data)
      .toMatchObject({ task_name: name, message: "B insists" });
    await expect(savedLine(b)).toBeVisible();
  });
  await b.close();
});
