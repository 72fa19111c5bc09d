import { authState } from "./auth-state";
import { describeAs, expect, test } from "./fixtures";

/**
 * Saved views of the email log, as support uses them: filter the log, save the
 * view, go elsewhere, come back and apply it from the list, rename it, delete
 * it. Views are each user's own: another role never sees them.
 */
test.describe.configure({ timeout: 90_000 });

describeAs("support", "saved views of the email log", () => {
  test("support saves a filtered view, applies it again, renames and deletes it", async ({
    page,
    browser,
    axe,
    theme,
    consoleErrors,
  }) => {
    const name = `Hard bounces UA ${Date.now() % 100_000}`;
    await page.goto("/email/log");
    const views = page.getByRole("region", { name: "Saved views" });
    const save = views.getByRole("button", { name: "Save this view" });
    // the list has loaded (the page is live): support has no views yet
    await expect(views.getByText("No saved views yet")).toBeVisible();
    await expect(save).toBeDisabled(); // nothing to save without a filter

    await page.getByLabel("Outcome").selectOption("hard");
    await page.getByLabel("Recipient").fill("someone@example.com");
    await page.getByLabel("Recipient").press("Enter");
    await expect(page).toHaveURL(/outcome=hard/);
    await expect(page).toHaveURL(/recipient=someone%40example\.com/);

    // the dialog is used from the keyboard, and a bad name is refused in place
    await save.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Save this view" });
    const nameField = dialog.getByLabel("Name");
    await expect(nameField).toBeFocused();
    await nameField.fill("   ");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Give the view a name");
    await expect(nameField).toHaveAttribute("aria-invalid", "true");
    await nameField.fill(name);
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    const chip = views.getByRole("button", { name, exact: true });
    await expect(chip).toHaveAttribute("aria-current", "true");

    // the same name again (any case) is refused with the server's words, the name kept
    await save.click();
    await nameField.fill(name.toUpperCase());
    await dialog.getByRole("button", { name: "Save view" }).click();
    await expect(dialog.getByRole("alert")).toContainText("You already have a view called");
    await expect(nameField).toHaveValue(name.toUpperCase());
    await dialog.getByRole("button", { name: "Cancel" }).click();
    // axe on the page itself: the "saved" toast (sonner's rich colours, used console-wide) goes first
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await axe();

    // elsewhere, then back to the bare log: one click brings the filters back
    await page
      .getByRole("navigation", { name: "Main" })
      .first()
      .getByRole("link", { name: "Bounces" })
      .click();
    await expect(page).toHaveURL(/\/email\/bounces/);
    await page.goto("/email/log");
    await expect(page.getByLabel("Outcome")).toHaveValue("");
    await expect(chip).toBeVisible();
    await expect(chip).not.toHaveAttribute("aria-current");
    await chip.click();
    await expect(page).toHaveURL(/outcome=hard/);
    await expect(page).toHaveURL(/recipient=someone%40example\.com/);
    await expect(page.getByLabel("Outcome")).toHaveValue("hard");
    await expect(page.getByLabel("Recipient")).toHaveValue("someone@example.com");
    await expect(chip).toHaveAttribute("aria-current", "true");
    // a filter changed: the view is no longer the one in use
    await page.getByLabel("Outcome").selectOption("soft");
    await expect(chip).not.toHaveAttribute("aria-current");
    await chip.click();
    await expect(chip).toHaveAttribute("aria-current", "true");

    await theme.choose("dark");
    await axe();
    await theme.choose("light");

    // rename from the view's menu
    await views.getByRole("button", { name: `Actions for the view ${name}` }).click();
    await page.getByRole("menuitem", { name: "Rename…" }).click();
    const renameDialog = page.getByRole("dialog", { name: "Rename the view" });
    await expect(renameDialog.getByLabel("Name")).toHaveValue(name);
    await renameDialog.getByLabel("Name").fill(`${name} (renamed)`);
    await renameDialog.getByRole("button", { name: "Rename" }).click();
    await expect(renameDialog).toBeHidden();
    const renamed = views.getByRole("button", { name: `${name} (renamed)`, exact: true });
    await expect(renamed).toHaveAttribute("aria-current", "true");

    // another role does not see support's views
    const marketer = await browser.newContext({ storageState: authState("marketer") });
    const other = await marketer.newPage();
    await other.goto("/email/log?outcome=hard&recipient=someone%40example.com");
    const otherViews = other.getByRole("region", { name: "Saved views" });
    await expect(otherViews.getByText("No saved views yet")).toBeVisible();
    await expect(otherViews.getByRole("button", { name: `${name} (renamed)` })).toHaveCount(0);
    const theirs = await other.request.get("/api/saved-views?page=email-log");
    expect(((await theirs.json()) as { items: unknown[] }).items).toEqual([]);
    await marketer.close();

    // delete asks first; Cancel keeps it
    const actions = views.getByRole("button", { name: `Actions for the view ${name} (renamed)` });
    await actions.click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(`Delete the view "${name} (renamed)"?`);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(renamed).toBeVisible();
    await actions.click();
    await page.getByRole("menuitem", { name: "Delete…" }).click();
    await confirm.getByRole("button", { name: "Delete view" }).click();
    await expect(renamed).toHaveCount(0);
    await expect(views.getByText("No saved views yet")).toBeVisible();
    // the filters in the URL stay as they were
    await expect(page).toHaveURL(/outcome=hard/);
    // no hydration error, nothing uncaught (the refused duplicate name is an expected 400)
    expect(consoleErrors.filter((e) => /hydrat|uncaught/i.test(e))).toEqual([]);
  });
});
