import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { request, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";

import { signedOut } from "./auth-state";
import { expect, test } from "./fixtures";
import { OwnServers, signIn } from "./own-servers";

/**
 * Webhooks end to end: an admin adds one to a loopback receiver (the suite's
 * console allows private targets: WEBHOOKS_ALLOW_PRIVATE_TARGETS in
 * playwright.config.ts), which verifies the signature with the Standard Webhooks
 * library; a failing receiver's attempt is in the delivery log and "Send again"
 * delivers the same event id. A console without the setting refuses loopback and
 * metadata targets.
 */
interface Got {
  headers: IncomingHttpHeaders;
  body: string;
}

async function receiver() {
  const got: Got[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString() });
      res.writeHead(state.status, { "content-type": "text/plain" });
      res.end(state.status < 300 ? "received" : "receiver is down for maintenance");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/console`;
  return { url, got, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function shoot(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const)
    for (const width of [390, 1366]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: test.info().outputPath(`${name}-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("an admin adds a signed webhook; the receiver verifies it; a failure is logged and sent again", async ({
  page,
  axe,
}) => {
  const r = await receiver();
  try {
    await page.goto("/admin/webhooks");
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Add webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a webhook" });
    const name = `Receiver ${Date.now()}`;
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("URL").fill(r.url);
    await dialog.getByLabel("Kind").selectOption("signed");
    // one type that will not fire here: alerts other specs raise meanwhile stay away (test events always come)
    await dialog.getByLabel("A webhook was paused").check();
    await shoot(page, "webhook-add");
    await dialog.getByRole("button", { name: "Add webhook" }).click();

    // the secret, once
    const secretDialog = page.getByRole("dialog", { name: `Signing secret of ${name}` });
    const secret = (await secretDialog.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/);
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await expect(page.getByText("No deliveries yet")).toBeVisible();
    await shoot(page, "webhook-empty");

    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect.poll(() => r.got.length, { timeout: 20_000 }).toBe(1);
    const first = r.got[0]!;
    const payload = new Webhook(secret).verify(
      first.body,
      first.headers as Record<string, string>,
    ) as {
      type: string;
      data: { id: string };
    };
    expect(payload.type).toBe("webhook.test");
    expect(first.headers["webhook-id"]).toBe(payload.data.id);
    const log = page.getByRole("table", { name: "Delivery log" });
    await expect(log.getByText("200 OK")).toBeVisible({ timeout: 15_000 });

    // the receiver fails: the attempt and its answer are in the log
    r.state.status = 503;
    await page.getByRole("button", { name: "Send a test event" }).click();
    await expect(log.getByText("HTTP 503")).toBeVisible({ timeout: 20_000 });
    await expect(log.getByText("receiver is down")).toBeVisible();
    const failedId = r.got.at(-1)!.headers["webhook-id"] as string;
    expect(failedId).not.toBe(payload.data.id);

    // back up: "Send again" on the failed row delivers the same event id, signed
    r.state.status = 200;
    const failedRow = log.getByRole("row").filter({ hasText: "HTTP 503" }).first();
    await failedRow.getByRole("button", { name: /Send .* again/ }).click();
    await expect
      .poll(
        () =>
          r.got.filter((g) => g.headers["webhook-id"] === failedId && r.state.status === 200)
            .length,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThanOrEqual(2);
    const again = r.got.at(-1)!;
    expect(again.headers["webhook-id"]).toBe(failedId);
    expect(
      new Webhook(secret).verify(again.body, again.headers as Record<string, string>),
    ).toBeTruthy();
    await expect(log.getByText("200 OK")).toHaveCount(2, { timeout: 15_000 });
    // axe on the page itself: the toasts (sonner's rich colours, used console-wide) go first
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await axe();
    await shoot(page, "webhook-log");

    await page.goto("/admin/webhooks");
    await expect(page.getByRole("link", { name })).toBeVisible();
    await shoot(page, "webhooks-list");
  } finally {
    await r.close();
  }
});

test.describe("a console without WEBHOOKS_ALLOW_PRIVATE_TARGETS", () => {
  const servers = new OwnServers("webhooks");
  let base = "";
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // the suite's Messaging API (it accepts the demo pair); a console of its own, without the setting
    const c = await servers.console({ MESSAGING_API_PORT: process.env.E2E_MESSAGING_API_PORT! });
    await c.ready();
    base = c.url;
  });
  test.afterAll(() => servers.stop());

  test("refuses loopback, metadata and private targets, and http", async () => {
    const ctx = await request.newContext({ storageState: signedOut });
    await signIn(ctx, base, "admin@example.com");
    for (const url of [
      "https://127.0.0.1/hook",
      "https://169.254.169.254/latest/meta-data/",
      "https://[::ffff:127.0.0.1]/hook",
      "https://2130706433/hook",
      "https://10.0.0.5/hook",
      "https://localhost/hook",
      "http://93.184.216.34/hook",
    ]) {
      const res = await ctx.post(`${base}/api/webhooks`, {
        data: { name: "Refused", url, kind: "signed" },
        headers: { Origin: base },
      });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(400);
      const { error } = (await res.json()) as {
        error: { code: string; fields?: { url?: string } };
      };
      expect(error.code).toBe("validation_failed");
      expect(error.fields?.url, url).toBeTruthy();
    }
    const list = (await (await ctx.get(`${base}/api/webhooks`)).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
    await ctx.dispose();
  });
});
