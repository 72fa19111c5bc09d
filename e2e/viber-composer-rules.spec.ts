import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  campaign,
  create,
  fillBasics,
  newPhones,
  openComposer,
  reviewPanel,
  toReview,
  unique,
  viberCreates,
} from "./composer-helpers";
import { describeAs, expect, test } from "./fixtures";

const IMAGE = "https://demo-shop.example/img/spring.png";

describeAs("marketer", "as a marketer", () => {
  test("forbidden combinations cannot be submitted and say why", async ({ page }) => {
    await openComposer(page);
    const before = await viberCreates();
    await fillBasics(page, { name: unique("Forbidden"), phones: newPhones(1), message: "Hello" });
    const verdict = page.getByRole("status").filter({ hasText: /This message is|Not allowed/ });
    const review = page.getByRole("button", { name: "Review campaign" });
    const refused = async (reason: string) => {
      await expect(verdict).toContainText(`Not allowed: ${reason}`);
      await review.click();
      await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Review the campaign" })).toHaveCount(0);
    };

    await test.step("promo: text with an image but no button", async () => {
      await page.getByRole("checkbox", { name: "Image" }).check();
      await page.getByLabel("Image link").fill(IMAGE);
      await refused("Text with an image needs a button as well");
    });
    await test.step("promo: a button and an image without text", async () => {
      await page.getByRole("checkbox", { name: "Button" }).check();
      await page.getByLabel("Button text").fill("Shop");
      await page.getByLabel("Button link").fill("https://demo-shop.example");
      await expect(verdict).toContainText("Text, button and image");
      await page.getByRole("checkbox", { name: "Text" }).uncheck();
      await refused("A button needs message text");
    });
    await test.step("promo: a button alone, and nothing at all", async () => {
      await page.getByRole("checkbox", { name: "Image" }).uncheck();
      await refused("Give message text or an image");
      await page.getByRole("checkbox", { name: "Button" }).uncheck();
      await refused("Give message text or an image");
    });
    await test.step("system: with a button, and with an image", async () => {
      await page.getByRole("button", { name: /Text and button/ }).click();
      await page.getByRole("radio", { name: /System/ }).check();
      await expect(page.getByRole("button", { name: /Image only/ })).toBeDisabled();
      await expect(page.getByRole("checkbox", { name: "Image" })).toBeDisabled();
      await refused("A system message carries text only");
      await page.getByRole("radio", { name: /Promo/ }).check();
      await page.getByRole("button", { name: /Image only/ }).click();
      await page.getByRole("radio", { name: /System/ }).check();
      await refused("A system message carries text only");
    });
    expect(await viberCreates()).toBe(before);
  });

  test("each limit holds at its edge", async ({ page }) => {
    await openComposer(page);
    const name = unique("Edges");
    // Pasted as one line with commas (any separators work; a long multi-line paste is slow to type in tests).
    const phones = newPhones(1001);
    await fillBasics(page, { name, message: "a".repeat(1001) });
    const numbers = page.getByRole("textbox", { name: "Phone numbers" });
    await numbers.fill(phones.join(", "));
    await expect(page.getByText("1 character over the 1,000 limit")).toBeVisible();
    await expect(page.getByText("1,001 recipients · 1 over the 1,000 limit")).toBeVisible();
    await page.getByLabel("hours", { exact: true }).fill("0");
    await page.getByLabel("minutes", { exact: true }).fill("0");
    await page.getByRole("button", { name: "Review campaign" }).click();
    // the count becomes the error: said once, not again as "At most 1000 characters"
    await expect(
      page.getByRole("alert").filter({ hasText: "1 character over the 1,000 limit: shorten it" }),
    ).toBeVisible();
    await expect(page.getByText("At most 1000 characters")).toHaveCount(0);
    // the same for the numbers: the count is the error, said once
    await expect(
      page.getByRole("alert").filter({ hasText: "1 over the 1,000 limit: a campaign goes to" }),
    ).toBeVisible();
    await expect(page.getByText("At most 1000 recipients")).toHaveCount(0);
    await expect(page.getByText("The message lives 1 min to 24 h (this is 0 min)")).toBeVisible();
    await page.getByLabel("hours", { exact: true }).fill("24");
    await page.getByLabel("minutes", { exact: true }).fill("1");
    await expect(page.getByText("(this is 24 h 1 min)")).toBeVisible();

    await page.getByLabel("Message text").fill("a".repeat(1000));
    await numbers.fill(phones.slice(0, 1000).join(", "));
    await page.getByLabel("hours", { exact: true }).fill("0");
    await page.getByLabel("minutes", { exact: true }).fill("1");
    await expect(page.getByText("0 of 1,000 characters left")).toBeVisible();
    await expect(page.getByText("1,000 recipients · 0 of 1,000 left")).toBeVisible();
    await toReview(page);
    await expect(reviewPanel(page).getByText("1,000 phone numbers")).toBeVisible();
    await expect(reviewPanel(page).getByText("1,000 characters")).toBeVisible();
    const c = await campaign(page, await create(page));
    expect(c.message).toHaveLength(1000);
    expect(c.message_live_time).toBe(60);

    // 59 s cannot be typed in minutes; the console API refuses it all the same.
    const res = await page.request.post("/api/viber/campaigns", {
      headers: { Origin: new URL(page.url()).origin, "Idempotency-Key": `edge-59-${Date.now()}` },
      data: {
        task_name: name,
        message_type: 2,
        sender_id: 1,
        message_live_time: 59,
        send_date: "now",
        recipients: newPhones(1),
        message: "59 seconds",
      },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", fields: { message_live_time: "At least 60 seconds" } },
    });
  });

  test("CSV import lists invalid and duplicate lines instead of dropping them", async ({
    page,
  }) => {
    const [a, b] = newPhones(2) as [string, string];
    const file = path.join(tmpdir(), `composer-${Date.now()}.csv`);
    const local = `0${a.slice(3, 5)} ${a.slice(5, 8)} ${a.slice(8)}`;
    writeFileSync(
      file,
      `name,phone\nAnna,+${a}\nBohdan,${b}\nCyril,not a number\nDana,${local}\nEve,\n`,
    );

    await openComposer(page);
    await fillBasics(page, { name: unique("CSV"), message: "Imported" });
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Import from CSV" }).click();
    await (await chooser).setFiles(file);
    await expect(
      page.getByText(
        /Imported 4 entries from composer-\d+\.csv \(column “phone”\)\. Line 6 had no phone number\./,
      ),
    ).toBeVisible();
    await expect(page.getByText("2 recipients ·")).toBeVisible();
    const invalid = page.getByRole("region", { name: /1 not valid/ });
    await expect(invalid).toContainText("not a number");
    const duplicates = page.getByRole("region", { name: /1 duplicate/ });
    await expect(duplicates).toContainText(local);

    await page.getByRole("button", { name: "Review campaign" }).click();
    await expect(page.getByText(/1 entry is not a valid phone number/)).toBeVisible();
    await invalid.getByRole("button", { name: "Remove invalid entries" }).click();
    await duplicates.getByRole("button", { name: "Remove duplicates" }).click();
    await expect(invalid).toHaveCount(0);
    await expect(duplicates).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Phone numbers" })).toHaveValue(`+${a}\n${b}`);
    await toReview(page);
    await expect(reviewPanel(page).getByText("2 phone numbers")).toBeVisible();
  });

  test("blacklisted numbers are flagged before sending, with one check for the list", async ({
    page,
  }) => {
    const list = await page.request.get("/api/viber/blacklist?limit=200");
    const { items } = (await list.json()) as { items: { phone: string }[] };
    const listed = items.find((e) => e.phone.startsWith("38050"))!.phone;

    await openComposer(page);
    const checks: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/viber/blacklist")) checks.push(r.url());
    });
    const [fresh] = newPhones(1) as [string];
    await page.getByRole("textbox", { name: "Phone numbers" }).fill(`${fresh}\n${listed}`);
    const flagged = page.getByRole("region", { name: /1 on the blacklist/ });
    await expect(flagged).toContainText("The Messaging API skips them.");
    // shown the international way once the formatter (loaded for the check) is there
    await expect(flagged).toContainText(/\+380 50 \d{3} \d{4}/);
    expect(checks).toEqual([expect.stringMatching(/\/api\/viber\/blacklist\/check$/)]);
    // the count says who will get the message, not only what was typed
    await expect(page.locator("#phones-count")).toContainText(
      "2 entered · 1 will receive (1 blacklisted)",
    );
    await flagged.getByRole("button", { name: "Remove blacklisted numbers" }).click();
    await expect(page.getByRole("textbox", { name: "Phone numbers" })).toHaveValue(fresh);
    await expect(flagged).toHaveCount(0);
  });

  test("the composer is accessible in light and dark, editing, refused and in review", async ({
    page,
    axe,
    theme,
  }) => {
    // five axe passes over the whole composer: ~30 s alone, past a minute beside the other shard
    test.setTimeout(150_000);
    await openComposer(page);
    await fillBasics(page, {
      name: unique("Axe"),
      message: "Hello",
      phones: [...newPhones(2), "abc"],
    });
    await page.getByRole("checkbox", { name: "Button" }).check();
    await page.getByRole("button", { name: "Review campaign" }).click();
    await expect(page.getByText("A button needs its text")).toBeVisible();
    for (const scheme of ["light", "dark"] as const) {
      await theme.choose(scheme);
      await axe();
    }
    await page.getByRole("checkbox", { name: "Button" }).uncheck();
    await page
      .getByRole("region", { name: /not valid/ })
      .getByRole("button")
      .click();
    await toReview(page);
    await axe();
    await theme.choose("light");
    await axe();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Back to editing" }).click();
    await axe();
  });
});

describeAs("support", "as support", () => {
  test("the composer and its drafts are not theirs", async ({ page }) => {
    expect((await page.goto("/viber/campaigns/new"))?.status()).toBe(403);
    await expect(page.getByText("Your role (support) cannot create Viber campaigns")).toBeVisible();
    const res = await page.request.put("/api/drafts/viber-campaign", {
      headers: { Origin: new URL(page.url()).origin },
      data: { data: { task_name: "Not mine" } },
    });
    expect(res.status()).toBe(403);
  });
});
