import type { Request } from "@playwright/test";

import { expect, test } from "./fixtures";

/**
 * Opening a message must not tell its sender it was read (issue 32, row 9): the
 * body's remote images and CSS `url()`s load only after "Show remote images", and
 * its links open a new tab with no opener and no referrer. The sender's server is
 * an https host every request to which this test answers and counts.
 */

const TRACKER = "https://tracker.example";
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=",
  "base64",
);

test("a message's remote images load only when asked; its links open without opener or referrer", async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const asked: Request[] = [];
  await page.context().route(`${TRACKER}/**`, async (route) => {
    asked.push(route.request());
    const html = route.request().url().includes("/landing");
    await route.fulfill(
      html
        ? { contentType: "text/html", body: "<title>Landing</title><h1>Landing</h1>" }
        : { contentType: "image/png", body: PIXEL },
    );
  });
  const requested = (path: string) => asked.filter((r) => r.url().includes(path)).length;

  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post("/api/email/messages", {
    headers: { Origin: origin, "Idempotency-Key": crypto.randomUUID() },
    data: {
      email: {
        from: { name: "Shop", email: "news@northwind-shop.example" },
        to: [{ email: `remote.${stamp}@example.com` }],
        subject: `Remote ${stamp}`,
        html: `<!DOCTYPE html><html><head>
          <meta http-equiv="refresh" content="0; url=${TRACKER}/refresh">
          <style>.hero { background: url('${TRACKER}/bg.png?m=${stamp}'); height: 40px }</style>
          </head><body>
          <h1>Remote ${stamp}</h1>
          <img src="${TRACKER}/pixel.png?m=${stamp}" alt="pixel" width="1" height="1">
          <div class="hero"></div>
          <img src="data:image/png;base64,${PIXEL.toString("base64")}" alt="inline">
          <p><a href="${TRACKER}/landing?m=${stamp}">Open the offer</a></p>
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
    expect(asked.map((r) => r.url())).toEqual([]);
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
    const landing = asked.find((r) => r.url().includes("/landing"))!;
    expect(await landing.headerValue("referer")).toBeNull();
    await tab.close();
    // nothing but the link the reader followed
    expect(requested("/pixel.png") + requested("/bg.png") + requested("/refresh")).toBe(0);
  });

  await test.step("Show remote images loads them, for this view only", async () => {
    await message.getByRole("button", { name: "Show remote images" }).click();
    await expect(message.getByRole("status")).toContainText(
      "The sender may learn that the message was opened",
    );
    await expect.poll(() => requested("/pixel.png")).toBeGreaterThan(0);
    await expect.poll(() => requested("/bg.png")).toBeGreaterThan(0);
    expect(requested("/refresh")).toBe(0);

    const seen = asked.length;
    await page.reload();
    await expect(inside.getByRole("heading", { name: `Remote ${stamp}` })).toBeVisible();
    await expect(message.getByRole("button", { name: "Show remote images" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(asked.length).toBe(seen);
  });
});
