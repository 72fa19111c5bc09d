import { expect, test as setup } from "@playwright/test";

// Signs in once per role through the real sign-in page and saves the session
// for the other projects (e2e/.auth/<role>.json).
for (const role of ["admin", "marketer", "support"] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(`${role}@example.com`);
    await page.getByLabel("Password").fill("console-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    await page.context().storageState({ path: `e2e/.auth/${role}.json` });
  });
}
