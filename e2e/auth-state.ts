import { expect, type Page } from "@playwright/test";

/**
 * Where the saved sign-ins live. Sessions are server-side (server/auth/sessions.ts):
 * a sign-in is valid only on the console that made it, so each shard of
 * scripts/e2e.sh keeps its own (E2E_AUTH_DIR).
 */
export const AUTH_DIR = process.env.E2E_AUTH_DIR ?? "e2e/.auth";

export type Role = "admin" | "marketer" | "support";

/** The saved sign-in of a demo role, for `test.use({ storageState })`. */
export const authState = (role: Role) => `${AUTH_DIR}/${role}.json`;

/** No saved sign-in: for tests that sign in (and out) themselves. */
export const signedOut = { cookies: [], origins: [] };

/**
 * Signs in through the sign-in page in this page's own context. Tests that sign
 * out must use this: signing out ends the session, and a saved one is shared by
 * every test of the shard.
 */
export async function signInFresh(page: Page, role: Role): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(`${role}@example.com`);
  await page.getByLabel("Password").fill("console-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
}
