import type { DnsDiagnosis } from "../lib/email/dns-rules";
import { domainVerdicts, failingLabels } from "../lib/email/domain-verdict";
import type { Domain } from "../lib/schemas/resources";
import { describeAs, expect, test } from "./fixtures";

interface DomainRow {
  domain: string;
  checks: { dkim: boolean; spf: boolean; dmarc: boolean; spf_txt_needed: string | null };
}

const upstream = process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010";

test("sender domains: every check state, the SPF record copied, a link to one card", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { items } = (await (await page.request.get("/api/email/domains")).json()) as {
    items: DomainRow[];
  };
  const combos = new Set(items.map((d) => `${d.checks.dkim}${d.checks.spf}${d.checks.dmarc}`));
  expect(combos.size, "the demo has every DKIM/SPF/DMARC combination").toBe(8);

  await page.goto("/email/domains");
  for (const d of items) {
    const card = page.getByRole("region", { name: d.domain, exact: true });
    const checks = card.getByRole("list", { name: `DNS checks of ${d.domain}` });
    // the verdict: the Messaging API's, failed too where the console's DNS check finds an error
    const dns = (await (
      await page.request.get(`/api/email/domains/${encodeURIComponent(d.domain)}/dns`)
    ).json()) as DnsDiagnosis;
    const verdicts = domainVerdicts(d as unknown as Domain, dns);
    for (const v of verdicts) {
      await expect(checks.getByRole("listitem").filter({ hasText: v.label }).first()).toContainText(
        `${v.label}${v.state === "passed" ? "Passed" : "Failing"}`,
      );
    }
    const failing = failingLabels(verdicts).length;
    await expect(card).toContainText(
      failing ? `${failing} of 3 checks failing` : "All checks passed",
    );
    if (!d.checks.dmarc) await expect(card).toContainText(`_dmarc.${d.domain}`);
    if (!d.checks.dkim) await expect(card).toContainText(`<selector>._domainkey.${d.domain}`);
  }

  const noSpf = items.find((d) => !d.checks.spf && d.checks.spf_txt_needed)!;
  const card = page.getByRole("region", { name: noSpf.domain, exact: true });
  await expect(card.getByText(noSpf.checks.spf_txt_needed!, { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Copy the SPF record for ${noSpf.domain}` }).click();
  await expect(
    card.getByRole("button", { name: `Copy the SPF record for ${noSpf.domain}` }),
  ).toContainText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    noSpf.checks.spf_txt_needed,
  );

  const last = items.at(-1)!.domain;
  await page.goto(`/email/domains#${last}`);
  await expect(page.getByRole("region", { name: last, exact: true })).toBeFocused();
  await expect(page.getByRole("region", { name: last, exact: true })).toBeInViewport();
  await page.getByRole("button", { name: `Check again: ${last}` }).click();
  await expect(page.getByRole("button", { name: `Check again: ${last}` })).toBeEnabled();
});

test("adding a domain: not a domain never leaves the browser, a real one appears", async ({
  page,
  request,
}) => {
  const domain = `e2e-${Date.now()}.example.org`;
  await page.goto("/email/domains");
  await request.delete(`${upstream}/__control/calls`);
  await page.getByRole("button", { name: "Add domain" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Domain").fill("not a domain");
  await dialog.getByRole("button", { name: "Add domain" }).click();
  await expect(dialog.getByText("Must be a domain name such as mail.example.com")).toBeVisible();
  await expect(dialog.getByLabel("Domain")).toHaveValue("not a domain");
  const calls = (await (await request.get(`${upstream}/__control/calls`)).json()) as {
    method: string;
    path: string;
  }[];
  expect(calls.filter((c) => c.method === "POST" && c.path.includes("sender_domains"))).toEqual([]);

  await dialog.getByLabel("Domain").fill(domain);
  await dialog.getByRole("button", { name: "Add domain" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("region", { name: domain, exact: true });
  await expect(card).toContainText("Inactive");
  await expect(card).toContainText("3 of 3 checks failing");
  await expect(page).toHaveURL(new RegExp(`#${domain.replaceAll(".", "\\.")}$`));

  await page.getByRole("button", { name: "Add domain" }).click();
  await dialog.getByLabel("Domain").fill(domain);
  await dialog.getByRole("button", { name: "Add domain" }).click();
  await expect(dialog.getByText("Domain already added")).toBeVisible();
});

test("adding a sender address, and the upstream's refusals in words", async ({ page }) => {
  const address = `e2e-${Date.now()}@northwind-shop.example`;
  await page.goto("/email/senders");
  await expect(
    page.getByRole("list", { name: "Sending IPs" }).getByRole("listitem"),
  ).not.toHaveCount(0);
  const add = async (email: string) => {
    await page.getByRole("button", { name: "Add sender address" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email address").fill(email);
    await dialog.getByLabel("Name").fill("E2E Sender");
    await dialog.getByRole("button", { name: "Add sender address" }).click();
    return dialog;
  };
  const dialog = await add(address);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(address) })).toContainText(
    "Requested activation",
  );

  await add(address);
  await expect(dialog.getByText("already in use as a sender address")).toBeVisible();
  await dialog.getByLabel("Email address").fill("someone@gmail.com");
  await dialog.getByRole("button", { name: "Add sender address" }).click();
  await expect(dialog.getByText("DMARC policy that forbids")).toBeVisible();
  await dialog.getByLabel("Email address").fill("x@spam-haven.example");
  await dialog.getByRole("button", { name: "Add sender address" }).click();
  await expect(dialog.getByText("blacklisted this address")).toBeVisible();
});

describeAs("marketer", "as marketer", () => {
  test("reads everything but has no add or remove controls", async ({ page }) => {
    await page.goto("/email/domains");
    await expect(
      page.getByRole("region", { name: "northwind-shop.example", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add domain" })).toHaveCount(0);

    await page.goto("/email/senders");
    await expect(page.getByRole("table", { name: "Sender addresses" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add sender address" })).toHaveCount(0);

    await page.goto("/email/unsubscribes");
    const table = page.getByRole("table", { name: "Unsubscribed addresses" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add addresses" })).toHaveCount(0);
    await expect(table.getByRole("button", { name: /^Remove / })).toHaveCount(0);
    await expect(table.getByRole("checkbox")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send confirmation email" })).toHaveCount(0);
  });
});

// Light is checked by the shell's sweep of every page; here the pages are checked in
// dark once their data is on screen.
for (const mode of ["dark"] as const) {
  test(`the four pages pass axe in ${mode}`, async ({ page, axe, theme }) => {
    test.setTimeout(120_000);
    const pages = [
      { path: "/email/bounces", ready: page.getByRole("table", { name: "Bounces" }) },
      {
        path: "/email/unsubscribes",
        ready: page.getByRole("table", { name: "Unsubscribed addresses" }),
      },
      { path: "/email/senders", ready: page.getByRole("table", { name: "Sender addresses" }) },
      {
        path: "/email/domains",
        ready: page.getByRole("region", { name: "northwind-shop.example", exact: true }),
      },
    ];
    await page.goto("/email/senders");
    await theme.choose(mode);
    for (const p of pages) {
      await page.goto(p.path);
      await expect(p.ready).toBeVisible({ timeout: 20_000 });
      expect(await theme.current()).toBe(mode);
      await axe();
    }
  });
}
