import { expect, test } from "./fixtures";

/**
 * Open redirect (issue 13): `/login?callbackUrl=/%09/evil.example/x` is `/\t/evil…`
 * once decoded, which browsers read as `//evil.example/x`. After sign-in, and on a
 * signed-in visit, the console keeps to its own pages.
 */
const ATTACKS = [
  "/%09/evil.example/x",
  "/%0A/evil.example/x",
  "/%5Cevil.example",
  "//evil.example",
];

test.describe("signed out", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("a callback to another site lands on the overview after sign-in", async ({ page }) => {
    await page.goto(`/login?callbackUrl=${ATTACKS[0]}`);
    await page.getByLabel("Email").fill("support@example.com");
    await page.getByLabel("Password").fill("console-demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("next-auth is never given a URL it fails on", async ({ request }) => {
    const base = new URL(test.info().project.use.baseURL!);
    const res = await request.get(
      `/api/auth/signin?callbackUrl=${encodeURIComponent(`http://${base.host}.evil.example/`)}`,
      { maxRedirects: 0 },
    );
    expect(res.status()).toBeLessThan(500);
    const location = res.headers()["location"] ?? "";
    if (location) expect(new URL(location, base).host).toBe(base.host);
  });
});

test("a signed-in visit to the sign-in page redirects only within the console", async ({
  request,
}) => {
  for (const attack of ATTACKS) {
    const res = await request.get(`/login?callbackUrl=${attack}`, { maxRedirects: 0 });
    expect(res.status(), attack).toBe(307);
    expect(res.headers()["location"], attack).toBe("/");
  }
  const fine = await request.get("/login?callbackUrl=%2Femail%2Flog", { maxRedirects: 0 });
  expect(fine.headers()["location"]).toBe("/email/log");
});
