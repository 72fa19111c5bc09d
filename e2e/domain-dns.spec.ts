import { expect, test } from "./fixtures";
import { control } from "./messaging-api-control";

/**
 * An admin fixes a sender domain's SPF against the embedded Messaging API's
 * loopback DNS server: the card shows what DNS publishes against what sending
 * needs, the record to publish is copied, "published at the DNS host" (the
 * embedded API's control endpoint), and "Check again" shows it passing.
 */
const DOMAIN = "mail.northwind.example";

// the demo zones (and the service's checks that follow them) as they started, for other specs
test.beforeAll(() => control("dns", "DELETE"));
test.afterAll(() => control("dns", "DELETE"));

test("an admin fixes a domain's SPF record with what the DNS section says to publish", async ({
  page,
  context,
  axe,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/email/domains");
  const card = page.getByRole("region", { name: DOMAIN, exact: true });
  const records = card.getByRole("list", { name: `DNS records of ${DOMAIN}` });

  // expected vs found, the problem in words, the one record to publish
  const spf = records.getByRole("listitem", { name: "SPF: Problem" });
  await expect(spf).toContainText("Expected");
  await expect(spf).toContainText("include:_spf.example-mail.net");
  await expect(spf).toContainText("v=spf1 include:_spf.helpdesk.example ~all");
  await expect(spf).toContainText("does not include _spf.example-mail.net");
  const fix = "v=spf1 include:_spf.helpdesk.example include:_spf.example-mail.net ~all";
  await expect(spf.getByText(fix, { exact: true })).toBeVisible();
  // the other records: DMARC only monitors (the Messaging API passes it; the console says
  // what that leaves open), DKIM cannot be checked without a selector, MX found
  await expect(records.getByRole("listitem", { name: "DMARC: Warning" })).toContainText(
    "p=none: it only monitors",
  );
  await expect(records.getByRole("listitem", { name: "DKIM: Not checked" })).toContainText(
    "does not name the DKIM selector",
  );
  await expect(records.getByRole("listitem", { name: "MX: OK" })).toBeVisible();
  // the verdict: both sources agree it fails
  const upstreamChecks = card.getByRole("list", { name: `DNS checks of ${DOMAIN}` });
  await expect(upstreamChecks.getByRole("listitem").filter({ hasText: "SPF" })).toContainText(
    "SPFFailing",
  );
  await axe({ include: `[id="${DOMAIN}"]` });

  // copied by keyboard, announced
  const copy = spf.getByRole("button", { name: `Copy the SPF record to publish at ${DOMAIN}` });
  await copy.focus();
  await page.keyboard.press("Enter");
  await expect(copy).toContainText("Copied");
  await expect(copy.getByText("Copied to the clipboard")).toBeAttached();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(fix);

  // published at the DNS host
  await control("dns", "POST", { name: DOMAIN, records: [{ type: "TXT", value: copied }] });

  // "Check again" looks up DNS now and asks the Messaging API again (its list is cached
  // for 2 s by the console, so the verdict may need a second check)
  const again = card.getByRole("button", { name: `Check again: ${DOMAIN}` });
  await expect(async () => {
    await again.click();
    await expect(again).toBeEnabled();
    await expect(records.getByRole("listitem", { name: "SPF: OK" })).toBeVisible({
      timeout: 1_000,
    });
    await expect(upstreamChecks.getByRole("listitem").filter({ hasText: "SPF" })).toContainText(
      "SPFPassed",
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 15_000 });
  await expect(records.getByRole("listitem", { name: "SPF: OK" })).toContainText(fix);
  await expect(card).toContainText("All checks passed");
});

test("a DNS server that does not answer shows a timeout, and the page stays usable", async ({
  page,
}) => {
  await control("dns/silence", "POST", { names: [`_dmarc.${DOMAIN}`] });
  await page.goto("/email/domains");
  const card = page.getByRole("region", { name: DOMAIN, exact: true });
  // the cards are there at once; the DNS section follows on its own
  await expect(card.getByRole("list", { name: `DNS checks of ${DOMAIN}` })).toBeVisible();
  await card.getByRole("button", { name: `Check again: ${DOMAIN}` }).click();
  const dmarc = card
    .getByRole("list", { name: `DNS records of ${DOMAIN}` })
    .getByRole("listitem", { name: "DMARC: Timed out" });
  await expect(dmarc).toContainText(/No answer within \d\.\d s/);
  await expect(
    card
      .getByRole("list", { name: `DNS records of ${DOMAIN}` })
      .getByRole("listitem", { name: /^SPF: / }),
  ).toBeVisible();
});
