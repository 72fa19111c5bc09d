import { expect, test, type Page } from "@playwright/test";

/** Test helpers of the Viber composer specs: the embedded Messaging API's control routes and form steps. */

const controlUrl = () => process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010";

/** How many POST /viber (campaign creates) the Messaging API has received so far. */
export async function viberCreates(): Promise<number> {
  const calls = (await (await fetch(`${controlUrl()}/__control/calls`)).json()) as {
    method: string;
    path: string;
  }[];
  return calls.filter((c) => c.method === "POST" && c.path === "/viber").length;
}

export async function injectFault(fault: object): Promise<void> {
  const res = await fetch(`${controlUrl()}/__control/faults`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(fault),
  });
  expect(res.ok).toBe(true);
}

export async function resetFaults(): Promise<void> {
  await fetch(`${controlUrl()}/__control/faults`, { method: "DELETE" });
}

// Ukrainian mobile numbers outside the demo blacklist's ranges, unique within a run.
let next = 1_000_000 + Math.floor(Math.random() * 7_000_000);
export const newPhones = (n: number) => Array.from({ length: n }, () => `38050${next++}`);

export const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

/** Opens the composer with no draft left from an earlier test. */
export async function openComposer(page: Page): Promise<void> {
  const res = await page.request.delete("/api/drafts/viber-campaign", {
    data: {},
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(res.status()).toBe(200);
  await page.goto("/viber/campaigns/new");
  await composerReady(page);
}

/** The form is in the page as sent, and usable once the page is interactive. */
export async function composerReady(page: Page): Promise<void> {
  await expect(page.getByLabel("Campaign name")).toBeEnabled({ timeout: 20_000 });
}

/** Picks an option of a labelled select (Radix: a combobox button and a listbox). */
/** Picks the option whose text matches `option` in the (native) select named `label`. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  const select = page.getByRole("combobox", { name: label });
  const value = await select.getByRole("option", { name: option }).first().getAttribute("value");
  if (value === null) throw new Error(`no option ${String(option)} in ${String(label)}`);
  await select.selectOption(value);
}

export async function fillBasics(
  page: Page,
  opts: { name: string; phones?: string[]; message?: string },
): Promise<void> {
  await page.getByLabel("Campaign name").fill(opts.name);
  await choose(page, "Sender", /^DemoShop · /);
  if (opts.message !== undefined) await page.getByLabel("Message text").fill(opts.message);
  if (opts.phones)
    await page.getByRole("textbox", { name: "Phone numbers" }).fill(opts.phones.join("\n"));
}

/** The review step's summary. */
export const reviewPanel = (page: Page) =>
  page.getByRole("region", { name: "Review the campaign" });

export async function toReview(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Review campaign" }).click();
  await expect(page.getByRole("heading", { name: "Review the campaign" })).toBeVisible();
}

export const sendButton = (page: Page) =>
  page.getByRole("button", { name: /Create and send campaign|Schedule campaign|Try again/ });

/** Confirms on the review step and returns the new campaign's id from the page it lands on. */
export async function create(page: Page): Promise<number> {
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/viber\/campaigns\/\d+$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

export interface CampaignStats {
  name: string;
  message: string | null;
  button_text: string | null;
  button_link: string | null;
  image_link: string | null;
  sender_name: string;
  message_live_time: number;
  send_date: string;
  stretch_time: number;
  resend_sms: boolean;
}

// Reads are sent again once on ECONNRESET: a kept-alive connection the server closes
// as it idles (Node's 5 s) can be reused by the test at that same moment; a browser
// resends an idempotent request then, Playwright's request context only when told.
export async function campaign(page: Page, id: number): Promise<CampaignStats> {
  const res = await page.request.get(`/api/viber/campaigns/${id}`, { maxRetries: 1 });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { campaign: CampaignStats }).campaign;
}

/** The campaigns of the newest page whose name is `name`. */
export async function campaignsNamed(page: Page, name: string): Promise<number> {
  const res = await page.request.get("/api/viber/campaigns?limit=100", { maxRetries: 1 });
  const { items } = (await res.json()) as { items: { name: string }[] };
  return items.filter((c) => c.name === name).length;
}
