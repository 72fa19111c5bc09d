import { mkdirSync, renameSync, writeFileSync } from "node:fs";

import { expect, test as setup } from "@playwright/test";

import { AUTH_DIR, authState } from "./auth-state";

// Signs in once per role through the real sign-in page and saves the session
// for the other projects (AUTH_DIR/<role>.json, one folder per shard: a session
// is valid only on the console that made it). Written whole, then renamed, so a
// reader never sees half a file.
for (const role of ["admin", "marketer", "support"] as const) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(`${role}@example.com`);
    await page.getByLabel("Password").fill("console-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    const state = await page.context().storageState();
    mkdirSync(AUTH_DIR, { recursive: true });
    const tmp = `${AUTH_DIR}/${role}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(state, null, 2));
    renameSync(tmp, authState(role));
  });
}
