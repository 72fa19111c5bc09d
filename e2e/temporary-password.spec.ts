import AxeBuilder from "@axe-core/playwright";

import { signedOut } from "./auth-state";
import { expect, openAccountMenu, test } from "./fixtures";

/**
 * A temporary password, as an admin and the new user meet it: shown once, and
 * good for nothing but choosing one's own password at the first sign-in.
 */
test("a new user signs in with the temporary password, must choose their own, then uses the console", async ({
  page,
  browser,
}) => {
  const email = `temp-${Date.now()}@example.com`;
  await page.goto("/admin/users");
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("works for 24 hours");
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Name", { exact: true }).fill("Tom Temporary");
  await dialog.getByRole("button", { name: "Add user" }).click();
  const temporary = (await page.getByTestId("temporary-password").textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await page.keyboard.press("Escape");

  const context = await browser.newContext({ storageState: signedOut });
  const newcomer = await context.newPage();
  await newcomer.goto("/login?callbackUrl=%2Fviber%2Fblacklist");
  await newcomer.getByLabel("Email").fill(email);
  await newcomer.getByLabel("Password").fill(temporary);
  await newcomer.getByRole("button", { name: "Sign in" }).click();
  // sent to choose a password, the page asked for kept for afterwards
  await expect(newcomer).toHaveURL(/\/account\/password\?callbackUrl=%2Fviber%2Fblacklist/);
  await expect(newcomer.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  const { violations } = await new AxeBuilder({ page: newcomer })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // nothing else opens meanwhile: pages lead back here, the API refuses
  await newcomer.goto("/email/log");
  await expect(newcomer).toHaveURL(/\/account\/password/);
  const refused = await newcomer.request.get("/api/viber/campaigns?limit=1");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("password_change_required");

  // mistakes are said at the field
  await newcomer.getByLabel("Temporary password").fill(temporary);
  await newcomer.getByLabel("New password", { exact: true }).fill("short");
  await newcomer.getByLabel("New password again").fill("different");
  await newcomer.getByRole("button", { name: "Change password" }).click();
  await expect(newcomer.getByText("At least 12 characters", { exact: true }).last()).toBeVisible();
  await expect(newcomer.getByText("Not the same as the new password")).toBeVisible();

  await newcomer.getByLabel("Temporary password").fill("not-the-temporary-one");
  await newcomer.getByLabel("New password", { exact: true }).fill("tom-chose-this-one");
  await newcomer.getByLabel("New password again").fill("tom-chose-this-one");
  await newcomer.getByRole("button", { name: "Change password" }).click();
  await expect(newcomer.getByText("The current password is not right.")).toBeVisible();

  await newcomer.getByLabel("Temporary password").fill(temporary);
  await newcomer.getByRole("button", { name: "Change password" }).click();
  // on to the page last asked for
  await expect(newcomer).toHaveURL(/\/email\/log$/);
  await expect(newcomer.getByRole("heading", { level: 1, name: "Email" })).toBeVisible();

  // the user menu leads back to the page, for a change of one's own accord
  await openAccountMenu(newcomer, /Account: Tom Temporary/);
  await newcomer.getByRole("menuitem", { name: "Change password" }).click();
  await expect(newcomer.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect(newcomer.getByText(`Signed in as ${email}`)).toBeVisible();
  await newcomer.getByLabel("Current password").fill("tom-chose-this-one");
  await newcomer.getByLabel("New password", { exact: true }).fill("tom-chose-another-one");
  await newcomer.getByLabel("New password again").fill("tom-chose-another-one");
  await newcomer.getByRole("button", { name: "Change password" }).click();
  await expect(newcomer.getByRole("status")).toContainText("Your password is changed.");
  await newcomer.getByRole("link", { name: "Back to the console" }).click();
  await expect(newcomer.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await context.close();
});
