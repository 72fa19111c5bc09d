import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { expect, test } from "./fixtures";

// Nothing the browser receives may carry the upstream's secret, token or address.
const apiUrl = new URL(process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010");
const forbidden = [
  "console-demo-secret",
  "access_token",
  `:${apiUrl.port}`,
  "MESSAGING_API_CLIENT_SECRET",
  "Bearer ",
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("the built client assets hold no upstream secret or address", () => {
  const assets = files(path.join(process.cwd(), ".next", "static"));
  expect(assets.length).toBeGreaterThan(10);
  for (const file of assets) {
    const text = readFileSync(file, "utf8");
    for (const needle of [
      "console-demo-secret",
      "MESSAGING_API_CLIENT_SECRET",
      `127.0.0.1:${apiUrl.port}`,
    ]) {
      expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
    }
  }
});

test("pages and API replies seen by the browser hold no upstream secret, token or address", async ({
  page,
}) => {
  const bodies: { url: string; text: string }[] = [];
  page.on("response", async (res) => {
    const type = res.headers()["content-type"] ?? "";
    if (/json|html|javascript|text/.test(type))
      bodies.push({ url: res.url(), text: await res.text().catch(() => "") });
  });
  for (const p of ["/", "/admin/users", "/admin/audit", "/email/log"]) {
    await page.goto(p);
    await page.waitForLoadState("networkidle");
  }
  for (const api of [
    "/api/viber/campaigns?limit=5",
    "/api/email/messages?limit=5",
    "/api/email/domains",
    "/api/health",
    "/api/auth/session",
  ]) {
    const res = await page.request.get(api);
    bodies.push({ url: api, text: await res.text() });
  }
  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) {
    for (const needle of forbidden)
      expect(text.includes(needle), `${needle} in ${url}`).toBe(false);
  }
});
