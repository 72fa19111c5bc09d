import type { Page } from "@playwright/test";

import type { Campaign, SentEmail } from "../lib/schemas/resources";
import { expect, test } from "./fixtures";

/**
 * The campaign, message, domains and composer pages arrive with their data in
 * (server/http/prefetch.tsx): the content is in the page as sent, the browser
 * does not ask for it again, and a slow upstream only means the page comes
 * without it and the browser asks as before.
 */

const api = process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010";

async function fault(config: Record<string, unknown> | null): Promise<void> {
  const res = await fetch(`${api}/__control/faults`, {
    method: config ? "POST" : "DELETE",
    headers: { "Content-Type": "application/json" },
    body: config ? JSON.stringify(config) : undefined,
  });
  expect(res.ok, await res.text()).toBe(true);
}

test.describe.configure({ mode: "serial" });

/**
 * Opens `url` with JavaScript off until `check` holds for the page as sent. Past the
 * prefetch's short wait (400 ms) a page is sent without its data, by design: on a
 * loaded machine (two shards and their own servers on two cores) one render can miss
 * it. What is checked is that the page as sent carries the data once the server
 * answers in time, never that the browser fetched it (no JavaScript runs).
 */
async function inPageAsSent(page: Page, url: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(url);
    await check();
  }).toPass({ timeout: 45_000, intervals: [500, 1_000, 2_000] });
}

test.describe("with JavaScript off, the content is in the page as sent", () => {
  test.use({ javaScriptEnabled: false });

  test("a campaign: its name and its first recipients", async ({ page }) => {
    const list = (await (await page.request.get("/api/viber/campaigns?limit=50")).json()) as {
      items: Campaign[];
    };
    // one that has recipients, but not the 100,000 (whose first read may outlast the wait)
    let campaign: Campaign | undefined;
    for (const c of list.items) {
      const page1 = (await (
        await page.request.get(`/api/viber/campaigns/${c.id}/recipients?limit=1`)
      ).json()) as { total: number };
      if (page1.total > 0 && page1.total < 100_000) {
        campaign = c;
        break;
      }
    }
    expect(campaign, "a demo campaign with recipients").toBeDefined();
    // one render first: what is checked is the page as sent, not a cold server's first render
    // (past the prefetch's short wait the page is sent without the data, by design)
    await page.request.get(`/viber/campaigns/${campaign!.id}`);
    await inPageAsSent(page, `/viber/campaigns/${campaign!.id}`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        campaign!.name || `Campaign ${campaign!.id}`,
        { timeout: 2_000 },
      );
      await expect(page.getByText(`Campaign #${campaign!.id}`)).toBeVisible({ timeout: 2_000 });
      const rows = page.getByRole("table", { name: /Recipients/ }).getByRole("row");
      await expect(rows.nth(1)).toBeVisible({ timeout: 2_000 });
    });
  });

  test("a message: its subject", async ({ page }) => {
    const log = (await (await page.request.get("/api/email/messages?limit=1")).json()) as {
      items: SentEmail[];
    };
    const email = log.items[0]!;
    // one warm render first, as for the campaign above
    await page.request.get(`/email/log/${email.id}`);
    await inPageAsSent(page, `/email/log/${email.id}`, () =>
      expect(page.getByRole("heading", { name: email.subject, exact: true })).toBeVisible({
        timeout: 2_000,
      }),
    );
  });

  test("the sender domains: every domain's card", async ({ page }) => {
    const { items } = (await (await page.request.get("/api/email/domains")).json()) as {
      items: { domain: string }[];
    };
    await inPageAsSent(page, "/email/domains", async () => {
      for (const d of items)
        await expect(page.getByRole("region", { name: d.domain, exact: true })).toBeVisible({
          timeout: 2_000,
        });
    });
  });
});

test.describe("the composer", () => {
  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    test("is in the page as sent, with its senders, and disabled: nothing typed is lost", async ({
      page,
    }) => {
      // the upstream's first answers of a fresh server (token, senders) may outlast
      // the page's wait; asked once here, they are kept for the page's render
      expect((await page.request.get("/api/viber/senders")).ok()).toBe(true);
      expect((await page.request.get("/api/viber/templates")).ok()).toBe(true);
      await page.goto("/viber/campaigns/new");
      const name = page.getByLabel("Campaign name");
      await expect(name).toBeVisible();
      await expect(name).toBeDisabled();
      await expect(page.getByRole("textbox", { name: "Message text" })).toBeDisabled();
      // the sender picker is there (not its skeleton), disabled like the rest
      const sender = page.getByRole("combobox", { name: "Sender" });
      await expect(sender).toBeVisible();
      await expect(sender).toBeDisabled();
    });
  });

  test("becomes usable once interactive, without asking for its senders again", async ({
    page,
    consoleErrors,
  }) => {
    // as above: the upstream's first answers of a fresh server are asked once first
    expect((await page.request.get("/api/viber/senders")).ok()).toBe(true);
    expect((await page.request.get("/api/viber/templates")).ok()).toBe(true);
    const asked: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/")) asked.push(path);
    });
    await page.goto("/viber/campaigns/new");
    await expect(page.getByLabel("Campaign name")).toBeEnabled();
    await page.getByLabel("Campaign name").fill("Typed once interactive");
    await expect(page.getByLabel("Campaign name")).toHaveValue("Typed once interactive");
    await page.waitForLoadState("networkidle");
    expect(asked).not.toContain("/api/viber/senders");
    expect(asked).not.toContain("/api/viber/templates");
    expect(consoleErrors).toEqual([]);
  });
});

test("the browser does not ask again for what came with the page, and hydrates it cleanly", async ({
  page,
  consoleErrors,
}) => {
  const log = (await (await page.request.get("/api/email/messages?limit=1")).json()) as {
    items: SentEmail[];
  };
  const email = log.items[0]!;
  const campaigns = (await (await page.request.get("/api/viber/campaigns?limit=50")).json()) as {
    items: Campaign[];
  };
  // a campaign whose figures are final (among the oldest sent ones: the table of a campaign
  // still moving is read again when its snapshot moves on, by design), and not the 100,000
  // (whose first read may outlast the page's prefetch budget), picked by their figures,
  // which read no recipients; only the oldest few: figures served stale are read again
  // after the reply in this person's turn, and dozens held the page's reads past its wait
  const sent = campaigns.items
    .filter((c) => c.status === "sent")
    .reverse()
    .slice(0, 8);
  const figures = (await (
    await page.request.get(`/api/viber/campaigns/figures?ids=${sent.map((c) => c.id).join(",")}`)
  ).json()) as { items: { id: number; statistic: { sent: number; errors: number } | null }[] };
  const campaign = sent.find((c) => {
    const s = figures.items.find((f) => f.id === c.id)?.statistic;
    return s && s.sent + s.errors > 0 && s.sent + s.errors < 100_000;
  });
  if (!campaign) throw new Error("no sent demo campaign with recipients");
  // one warm render of each page first, as for the pages sent without JavaScript above:
  // a cold first read may outlast the prefetch's wait (the page then comes without its
  // data, by design: the next test), and what is checked here is that what came is kept
  for (const path of [
    `/email/log/${email.id}`,
    "/email/domains",
    `/viber/campaigns/${campaign.id}`,
  ])
    await page.request.get(path);
  const asked: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
  });

  await page.goto(`/email/log/${email.id}`);
  await expect(page.getByRole("heading", { name: email.subject, exact: true })).toBeVisible();
  await page.goto("/email/domains");
  await expect(page.getByRole("region").first()).toBeVisible();
  await page.goto(`/viber/campaigns/${campaign.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    campaign.name || `Campaign ${campaign.id}`,
  );
  await page.waitForLoadState("networkidle");

  expect(asked).not.toContain(`/api/email/messages/${email.id}`);
  expect(asked).not.toContain("/api/email/domains");
  expect(asked).not.toContain(`/api/viber/campaigns/${campaign.id}?summary=false`);
  expect(
    asked.filter((p) => p.startsWith(`/api/viber/campaigns/${campaign.id}/recipients`)),
  ).toEqual([]);
  // no hydration mismatch or other error in the browser
  expect(consoleErrors).toEqual([]);
});

test("a slow upstream: the page comes at once without the data, and the browser fetches it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const log = (await (await page.request.get("/api/email/messages?limit=1&offset=3")).json()) as {
    items: SentEmail[];
  };
  const email = log.items[0]!;
  await fault({ match: `/smtp/emails/${email.id}`, latencyMs: 4_000 });
  try {
    const asked = page.waitForRequest((r) => r.url().endsWith(`/api/email/messages/${email.id}`));
    const started = Date.now();
    const res = await page.goto(`/email/log/${email.id}`, { waitUntil: "commit" });
    expect(res?.ok()).toBe(true);
    // sent after the prefetch's bound (400 ms), well before the upstream's 4 s
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(page.getByRole("status", { name: "Loading the email" })).toBeVisible();
    await asked;
    await expect(page.getByRole("heading", { name: email.subject, exact: true })).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    await fault(null);
  }
});
