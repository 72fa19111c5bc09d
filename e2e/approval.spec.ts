import type { Browser, Page } from "@playwright/test";

import { authState, type Role } from "./auth-state";
import { fillBasics, newPhones, openComposer, toReview, unique } from "./composer-helpers";
import { expect, test } from "./fixtures";

/**
 * Approval before sending, by role: a marketer's campaign over the admin's
 * threshold waits in the console, an admin approves it and it goes upstream
 * once; nobody approves their own; a change after approval asks again.
 */
test.describe.configure({ mode: "serial" });

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const write = (
  page: Page,
  method: "put" | "post" | "patch",
  path: string,
  data: unknown,
  key?: string,
) =>
  page.request[method](path, {
    data,
    headers: { Origin: origin(), ...(key ? { "Idempotency-Key": key } : {}) },
  });

async function as(browser: Browser, role: Role) {
  const context = await browser.newContext({ storageState: authState(role) });
  return { context, page: await context.newPage() };
}

async function setPolicy(page: Page, mode: "none" | "above", threshold = 3) {
  const res = await write(page, "put", "/api/settings/campaign-approval", { mode, threshold });
  expect(res.status()).toBe(200);
}

/** A scheduled campaign two days ahead, kept for approval through the API (as the composer sends it). */
async function askForApproval(page: Page, name: string) {
  const when = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const res = await write(
    page,
    "post",
    "/api/viber/held",
    {
      campaign: {
        task_name: name,
        message_type: 2,
        sender_id: 1,
        message_live_time: 3600,
        send_date: `${when} 10:00:00`,
        recipients: newPhones(5),
        message: "Winter sale: 20% off everything",
      },
    },
    `e2e-held-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { batchId: string; status: string };
}

/** How many campaigns of this name the Messaging API lists (read afresh through the console). */
async function upstreamNamed(page: Page, name: string): Promise<number> {
  const res = await page.request.get(
    `/api/viber/campaigns?q=${encodeURIComponent(name)}&limit=50`,
    // sent again once on ECONNRESET: a kept-alive connection the console closed as it
    // was reused failed one CI try, as it did the composer's reads (composer-helpers.ts)
    { headers: { "Cache-Control": "no-cache" }, maxRetries: 1 },
  );
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { items: { name: string }[] };
  return body.items.filter((c) => c.name === name).length;
}

let admin: Awaited<ReturnType<typeof as>>;
let marketer: Awaited<ReturnType<typeof as>>;

test.beforeAll(async ({ browser }) => {
  admin = await as(browser, "admin");
  marketer = await as(browser, "marketer");
  await setPolicy(admin.page, "above", 3);
});

test.afterAll(async () => {
  await setPolicy(admin.page, "none");
  await admin.context.close();
  await marketer.context.close();
});

test("a marketer's campaign over the threshold waits; an admin approves it; it goes upstream once", async () => {
  const { page } = marketer;
  const name = unique("Approval");
  await openComposer(page);
  await fillBasics(page, { name, phones: newPhones(5), message: "Winter sale: 20% off" });
  await toReview(page);
  await expect(page.getByText("this campaign needs another person's approval")).toBeVisible();
  await page.getByRole("button", { name: "Ask for approval" }).click();
  await expect(page).toHaveURL(/\/viber\/held\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Waiting for another person's approval")).toBeVisible();
  await expect(
    page.getByText("Once sent upstream it can no longer be changed or cancelled"),
  ).toBeVisible();
  // nothing upstream yet, and the marketer has no Approve button
  expect(await upstreamNamed(page, name)).toBe(0);
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const heldUrl = page.url();

  // the admin finds it under "Awaiting your approval" and sees what will be sent
  const a = admin.page;
  await a.goto("/viber/campaigns");
  const waiting = a
    .locator("div")
    .filter({ has: a.getByRole("heading", { name: /Awaiting your approval/ }) })
    .last();
  await waiting.getByRole("link", { name }).click();
  await expect(a).toHaveURL(heldUrl);
  await expect(a.getByText("Winter sale: 20% off")).toBeVisible();
  await expect(a.getByText("5 will receive it")).toBeVisible();
  await expect(a.getByText(/Maria Marketer|marketer@example.com/).first()).toBeVisible();
  // a double click approves once, with one key: one campaign upstream
  await a.getByRole("button", { name: "Approve" }).dblclick();
  await expect(a.getByText("Sent upstream", { exact: false }).first()).toBeVisible({
    timeout: 15_000,
  });
  expect(await upstreamNamed(a, name)).toBe(1);
  // approving again (another key) is refused: it is no longer awaiting approval
  const batch = heldUrl.split("/").pop()!;
  const again = await write(
    a,
    "post",
    `/api/viber/held/${batch}/approve`,
    { version: 1 },
    `e2e-again-${Date.now()}`,
  );
  expect(again.status()).toBe(409);
  await a.waitForTimeout(1500);
  expect(await upstreamNamed(a, name)).toBe(1);
});

test("nobody approves their own campaign, even with the permission", async () => {
  // the admin grants the marketer campaigns:approve
  const users = (await (await admin.page.request.get("/api/users")).json()) as {
    items: { id: number; email: string }[];
  };
  const me = users.items.find((u) => u.email === "marketer@example.com")!;
  expect(
    (
      await write(
        admin.page,
        "patch",
        `/api/users/${me.id}`,
        { canApprove: true },
        `e2e-grant-${Date.now()}`,
      )
    ).status(),
  ).toBe(200);
  try {
    const held = await askForApproval(marketer.page, unique("Own"));
    const detail = (await (
      await marketer.page.request.get(`/api/viber/held/${held.batchId}`)
    ).json()) as {
      campaign: { version: number; may: { approve: boolean } };
    };
    expect(detail.campaign.may.approve).toBe(false);
    const own = await write(
      marketer.page,
      "post",
      `/api/viber/held/${held.batchId}/approve`,
      { version: detail.campaign.version },
      `e2e-own-${Date.now()}`,
    );
    expect(own.status()).toBe(403);
    expect(await own.json()).toMatchObject({ error: { code: "own_campaign" } });
    await marketer.page.goto(`/viber/held/${held.batchId}`);
    await expect(marketer.page.getByText("Waiting for another person's approval")).toBeVisible();
    await expect(marketer.page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  } finally {
    await write(
      admin.page,
      "patch",
      `/api/users/${me.id}`,
      { canApprove: false },
      `e2e-revoke-${Date.now()}`,
    );
  }
});

test("a change after approval asks for approval again", async () => {
  const name = unique("Edit after");
  const held = await askForApproval(marketer.page, name);
  const a = admin.page;
  await a.goto(`/viber/held/${held.batchId}`);
  await a.getByRole("button", { name: "Approve" }).click();
  await expect(a.getByText(/Approved: it goes upstream shortly before its time/)).toBeVisible();

  const m = marketer.page;
  await m.goto(`/viber/held/${held.batchId}`);
  await expect(m.getByText(/Approved: it goes upstream/)).toBeVisible();
  await m.getByRole("button", { name: "Change", exact: true }).click();
  await expect(m.getByText("After a change it needs approval again.")).toBeVisible();
  await m.getByLabel("Message", { exact: true }).fill("Winter sale: 30% off everything");
  await m.getByRole("button", { name: "Save changes" }).click();
  await expect(m.getByText("Waiting for another person's approval")).toBeVisible();

  await a.reload();
  await expect(a.getByText("Winter sale: 30% off everything")).toBeVisible();
  await expect(a.getByRole("button", { name: "Approve" })).toBeVisible();
});

test("screenshots: the held campaign and the campaigns page, light and dark, 390 and 1366", async () => {
  const held = await askForApproval(marketer.page, unique("Screens"));
  const a = admin.page;
  for (const scheme of ["light", "dark"] as const)
    for (const width of [390, 1366]) {
      await a.emulateMedia({ colorScheme: scheme });
      await a.setViewportSize({ width, height: 900 });
      await a.goto(`/viber/held/${held.batchId}`);
      await expect(a.getByRole("button", { name: "Approve" })).toBeVisible();
      await a.screenshot({
        path: test.info().outputPath(`held-${scheme}-${width}.png`),
        fullPage: true,
      });
      await a.goto("/viber/campaigns");
      await expect(a.getByRole("heading", { name: /Awaiting your approval/ })).toBeVisible();
      await a.screenshot({
        path: test.info().outputPath(`campaigns-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
});
