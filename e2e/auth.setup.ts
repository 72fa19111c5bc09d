import { mkdirSync, renameSync, writeFileSync } from "node:fs";

import { expect, test as setup } from "@playwright/test";

// Signs in once per role through the real sign-in page and saves the session
// for the other projects (e2e/.auth/<role>.json). Shards running side by side
// (scripts/e2e.sh) each sign in and write the same files: written whole, then
// renamed, so a reader never sees half a file.
for (const role of ["admin", "marketer", "support"] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(`${role}@example.com`);
    await page.getByLabel("Password").fill("console-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    const state = await page.context().storageState();
    mkdirSync("e2e/.auth", { recursive: true });
    const tmp = `e2e/.auth/${role}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state, null, 2));
    renameSync(tmp, `e2e/.auth/${role}.json`);
  });
}
