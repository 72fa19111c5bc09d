import { createServer } from "node:net";

import type { Request } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Opening a message must not tell its sender it was read (issue 32, row 9): the
 * body's remote images and CSS `url()`s load only after "Show remote images", and
 * its links open a new tab with no opener and no referrer.
 *
 * The sender's servers are two loopback listeners, one for an <img> and one for a
 * CSS background, which count the connections the browser opens to them (a TLS
 * handshake is already the sign the sender wants; the listener answers nothing).
 * Counted there, not through Playwright's routing, which did not see the requests
 * of a frame that came with the page's first HTML.
 */

const LANDING = "https://tracker.example/landing";
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=",
  "base64",
);

/** A "sender's server": counts connections, drops each. */
async function senderServer() {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (path: string) => `https://127.0.0.1:${port}${path}`,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test("a message's remote images load only when asked; its links open without opener or referrer", async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const img = await senderServer();
  const css = await senderServer();
  const landings: Request[] = [];
  await page.context().route(`${LANDING}**`, async (route) => {
    landings.push(route.request());
    await route.fulfill({
      contentType: "text/html",
      body: "<title>Landing</title><h1>Landing</h1>",
    });
  });
  const seen = () => ({ img: img.connections(), css: css.connections() });

  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post("/api/email/messages", {
    headers: { Origin: origin, "Idempotency-Key": crypto.randomUUID() },
    data: {
      email: {
        from: { name: "Shop", email: "news@northwind-shop.example" },
        to: [{ email: `remote.${stamp}@example.com` }],
        subject: `Remote ${stamp}`,
        html: `<!DOCTYPE html><html><head>
          <link rel="preconnect" href="${img.url("/")}">
          <style>.hero { background: url('${css.url(`/bg.png?m=${stamp}`)}'); height: 40px }</style>
          </head><body>
          <h1>Remote ${stamp}</h1>
          <img src="${img.url(`/pixel.png?m=${stamp}`)}" alt="pixel" width="1" height="1">
          <div class="hero"></div>
          <img src="data:image/png;base64,${PIXEL.toString("base64")}" alt="inline">
          <p><a href="${LANDING}?m=${stamp}">Open the offer</a></p>
          </body></html>`,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: string };

  const message = page.getByRole("region", { name: "Message" });
  const inside = page.frameLocator('iframe[title="The email\'s HTML, as sent"]');

  await test.step("opening the message fetches nothing from the sender's server", async () => {
    await page.goto(`/email/log/${id}`);
    await expect(inside.getByRole("heading", { name: `Remote ${stamp}` })).toBeVisible();
    // the inline image shows; the frame has finished loading what it was allowed to
    await expect
      .poll(() =>
        inside
          .getByAltText("inline")
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    const frame = page.frames().find((f) => f.url() === "about:srcdoc")!;
    await frame.waitForLoadState("load");
    await page.waitForTimeout(500);
    expect(seen()).toEqual({ img: 0, css: 0 });
    await expect(message).toContainText("Remote images are not shown");
    const sandbox = await message.locator("iframe").getAttribute("sandbox");
    expect(sandbox?.split(" ").sort()).toEqual(["allow-popups", "allow-popups-to-escape-sandbox"]);
    const link = inside.getByRole("link", { name: "Open the offer" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await axe({ exclude: ["iframe[sandbox]"] });
  });

  await test.step("a link opens a new tab with no opener and no referrer", async () => {
    const popup = page.waitForEvent("popup");
    await inside.getByRole("link", { name: "Open the offer" }).click();
    const tab = await popup;
    await expect(tab.getByRole("heading", { name: "Landing" })).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(landings).toHaveLength(1);
    expect(await landings[0]!.headerValue("referer")).toBeNull();
    await tab.close();
    expect(seen()).toEqual({ img: 0, css: 0 });
  });

  await test.step("Show remote images loads them, for this view only", async () => {
    await message.getByRole("button", { name: "Show remote images" }).click();
    await expect(message.getByRole("status")).toContainText(
      "The sender may learn that the message was opened",
    );
    await expect.poll(img.connections).toBeGreaterThan(0);
    await expect.poll(css.connections).toBeGreaterThan(0);

    await page.waitForTimeout(500);
    const before = seen();
    await page.reload();
    await expect(inside.getByRole("heading", { name: `Remote ${stamp}` })).toBeVisible();
    await expect(message.getByRole("button", { name: "Show remote images" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(seen()).toEqual(before);
  });

  await Promise.all([img.close(), css.close()]);
});
