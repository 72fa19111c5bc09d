import { mkdirSync } from "node:fs";

import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { signedOut } from "./auth-state";
import { expect, test } from "./fixtures";

/**
 * Two-factor sign-in as people meet it, with users of this spec's own (the demo
 * users' saved sign-ins are left alone): enrolling an authenticator app from
 * its QR code page, signing in with password and code or a recovery code, the
 * admin's "required for a role" leading a user to enrolment, and an admin's reset.
 */
test.describe.configure({ mode: "serial" });

const SHOTS = process.env.TWO_FACTOR_SHOTS; // a folder: screenshots of the two pages
const origin = () => new URL(test.info().project.use.baseURL!).origin;
let n = 0;

/** A code of the app at `offsetSteps` 30-second steps from now (a code is good once). */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** A new user made by the admin, signed in in a context of their own, with their own password. */
async function newcomer(admin: Page, browser: Browser, role: "marketer" | "support") {
  const email = `two-factor-${Date.now()}-${n++}@example.com`;
  const created = await admin.request.post("/api/users", {
    data: { email, name: "Tove Factor", role },
    headers: { Origin: origin() },
  });
  expect(created.status()).toBe(200);
  const temporary = ((await created.json()) as { temporaryPassword: string }).temporaryPassword;
  const password = `tove-own-password-${n}`;
  const context = await browser.newContext({ storageState: signedOut });
  const page = await context.newPage();
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(temporary);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/password/);
  // the form works once hydrated (before, the browser would send it itself)
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Temporary password").fill(temporary);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("New password again").fill(password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).not.toHaveURL(/\/account\/password/);
  return { email, password, page, context };
}

/** Signs out from the account page (its button works once the page is hydrated). */
async function signOut(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Sets up the app on the enrolment page: the secret read from the page, a code computed from it. */
async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  const qr = page.getByRole("img", { name: /QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel("Code from your app").fill(codeFor(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("status")).toContainText("Two-factor sign-in is on.");
  const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);
  await shoot(page, "recovery-codes");
  return { secret, codes };
}

test("a person enrols an authenticator app, then signs in with a code or a recovery code", async ({
  page,
  browser,
}) => {
  const user = await newcomer(page, browser, "marketer");
  const me = user.page;
  await me.goto("/account/two-factor");
  await expect(me.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await me.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(me.getByRole("img", { name: /QR code/ })).toBeVisible();
  await axe(me);
  await shoot(me, "enrolment");
  // starting again gives a new secret; the one on the page is the one that counts
  await me.reload();
  const { secret, codes } = await enrol(me);
  await me.getByRole("button", { name: "Done" }).click();
  await expect(me.getByText(/On since .* 10 of 10 recovery codes left\./)).toBeVisible();
  await signOut(me);

  // password, then the code step; a wrong code is refused there
  await signIn(me, user.email, user.password);
  await expect(me.getByText("Enter the 6-digit code your authenticator app shows")).toBeVisible();
  await axe(me);
  await shoot(me, "code-step");
  await me.getByLabel("Authentication code").fill("000000");
  await me.getByRole("button", { name: "Sign in" }).click();
  await expect(me.getByText(/^That code is not right\./)).toBeVisible();
  // the code of confirmation was spent: the app's next one
  await me.getByLabel("Authentication code").fill(codeFor(secret, 1));
  await me.getByRole("button", { name: "Sign in" }).click();
  await expect(me.getByRole("navigation", { name: "Main" }).first()).toBeAttached();

  // a recovery code signs in once
  await me.goto("/account/two-factor");
  await signOut(me);
  await signIn(me, user.email, user.password);
  await me.getByRole("button", { name: "Use a recovery code" }).click();
  await me.getByLabel("Recovery code").fill(codes[0]!);
  await me.getByRole("button", { name: "Sign in" }).click();
  await expect(me.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await me.goto("/account/two-factor");
  await expect(me.getByText(/9 of 10 recovery codes left/)).toBeVisible();
  await signOut(me);
  await signIn(me, user.email, user.password);
  await me.getByRole("button", { name: "Use a recovery code" }).click();
  await me.getByLabel("Recovery code").fill(codes[0]!);
  await me.getByRole("button", { name: "Sign in" }).click();
  await expect(me.getByText(/^That code is not right\./)).toBeVisible();
  await user.context.close();
});

test("a role that needs a second factor leads its people to enrolment; an admin resets one", async ({
  page,
  browser,
}) => {
  const user = await newcomer(page, browser, "support");
  try {
    await page.goto("/admin/users");
    const policy = page.getByRole("form", { name: "Two-factor sign-in" });
    await policy.getByLabel("Support").check();
    await policy.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("A second factor is now required for: Support.")).toBeVisible();
    await shoot(page, "admin-users");

    // every page leads to enrolment, the API refuses
    const me = user.page;
    await me.goto("/email/log");
    await expect(me).toHaveURL(/\/account\/two-factor\?callbackUrl=%2Femail%2Flog/);
    await expect(me.getByText("Your role needs a second factor.")).toBeVisible();
    const refused = await me.request.get("/api/viber/campaigns?limit=1");
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      "second_factor_required",
    );
    await enrol(me);
    await me.getByRole("button", { name: "Continue to the console" }).click();
    await expect(me).toHaveURL(/\/email\/log$/);

    // the admin resets it (lost phone): the user is led to enrol again
    await page.reload();
    const row = page.getByRole("row").filter({ hasText: user.email });
    await expect(row.getByText("On", { exact: true })).toBeVisible();
    await row.getByRole("button", { name: `Actions for ${user.email}` }).click();
    await page.getByRole("menuitem", { name: "Reset two-factor sign-in" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset two-factor" }).click();
    await expect(page.getByText(/signs in with their password alone/)).toBeVisible();
    await expect(row.getByText("Off", { exact: true })).toBeVisible();
    await me.goto("/email/log");
    await expect(me).toHaveURL(/\/account\/two-factor/);
    await expect(me.getByRole("button", { name: "Set up an authenticator app" })).toBeVisible();

    await page.goto("/admin/audit");
    await expect(page.getByText(`${user.email}: second factor reset`)).toBeVisible();
  } finally {
    // the demo users of the role must not be asked to enrol by the specs after this one
    const reset = await page.request.put("/api/settings/two-factor", {
      data: { requiredRoles: [] },
      headers: { Origin: origin() },
    });
    expect(reset.status()).toBe(200);
    await user.context.close();
  }
});

/** WCAG 2.0/2.1 A and AA on a page of the newcomer's own context. */
async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
}

/** The page at 390 and 1366 px, light and dark, into TWO_FACTOR_SHOTS (when set). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(size);
}
