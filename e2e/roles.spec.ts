import { signedOut, signInFresh } from "./auth-state";
import { describeAs, expect, openAccountMenu, openPage, test } from "./fixtures";

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("any page leads to sign-in, and back after signing in", async ({ page, axe }) => {
    await page.goto("/email/bounces");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Femail%2Fbounces/);
    await axe();
    await page.getByLabel("Email").fill("support@example.com");
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Wrong email or password.")).toBeVisible();
    await page.getByLabel("Password").fill("console-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/email/bounces");
  });

  test("the console API answers 401 without a session", async ({ request }) => {
    const res = await request.get("/api/viber/campaigns");
    expect(res.status()).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthenticated" } });
  });
});

describeAs("support", "as support", () => {
  test("admin sections are absent from the menu and answer 403 by address", async ({
    page,
    axe,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Bounces" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Send email" })).toHaveCount(0);
    // 403 with the role and what it cannot do, inside the console's shell
    for (const [path, words] of [
      ["/admin/users", "Your role (support) cannot manage users: only admins can."],
      ["/admin/audit", "Your role (support) cannot read the audit log: only admins can."],
      [
        "/viber/campaigns/new",
        "Your role (support) cannot create Viber campaigns: only admins and marketers can.",
      ],
      ["/email/send", "Your role (support) cannot send emails: only admins and marketers can."],
    ] as const) {
      expect((await page.goto(path))?.status(), path).toBe(403);
      await expect(
        page.getByRole("heading", { level: 1, name: "Not available to your role" }),
      ).toBeVisible();
      await expect(page.getByText(words)).toBeVisible();
      await expect(page.getByText("Ask an admin if you need it.")).toBeVisible();
      await expect(nav).toBeVisible();
    }
    await axe();
  });

  test("the user menu shows name and role, and signs out", async ({ browser }) => {
    // a session of its own: signing out ends it, and the saved one serves other tests
    const context = await browser.newContext({ storageState: signedOut });
    const page = await context.newPage();
    await signInFresh(page, "support");
    await page.goto("/");
    await openAccountMenu(page, /Account: Sam Support, Support/);
    await expect(page.getByRole("menu")).toContainText("support@example.com");
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login/);
    // and the console API no longer answers this browser
    expect((await page.request.get("/api/viber/campaigns?limit=1")).status()).toBe(401);
    await context.close();
  });
});

test.describe("as admin", () => {
  test("adds a user, changes the role, disables them, and reads it in the audit log", async ({
    page,
    axe,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await openPage(page, "/admin/users", "Users");
    await expect(
      page.getByRole("cell", { name: "marketer@example.com", exact: true }),
    ).toBeVisible();
    await axe();

    await page.getByRole("button", { name: "Add user" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email", { exact: true }).fill(email);
    await dialog.getByLabel("Name", { exact: true }).fill("Erin Example");
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(page.getByTestId("temporary-password")).toHaveText(/\S{12,}/);
    await page.keyboard.press("Escape");
    const row = page.getByRole("row", { name: new RegExp(email) });
    await expect(row).toContainText("Support");
    // no toast yet on this page: the toasts' viewport (sonner) is not there either
    // (it loads with the first toast, lib/toast.ts), and that first toast still shows
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await expect(toasts).toHaveCount(0);

    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Make Marketer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Change role" }).click();
    await expect(row).toContainText("Marketer");
    await expect(toasts.getByText(`${email} updated.`)).toBeVisible();

    await row.getByRole("button", { name: `Actions for ${email}` }).click();
    await page.getByRole("menuitem", { name: "Disable" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("signed out at once");
    await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    await expect(row).toContainText("Disabled");

    await page.goto("/admin/audit?action=user.create");
    await expect(page.getByRole("cell", { name: email }).first()).toBeVisible();
    await axe();
  });
});
