import { authState } from "./auth-state";
import {
  campaign,
  campaignsNamed,
  choose,
  composerReady,
  create,
  fillBasics,
  injectFault,
  newPhones,
  openComposer,
  resetFaults,
  reviewPanel,
  sendButton,
  toReview,
  unique,
  viberCreates,
} from "./composer-helpers";
import { expect, test } from "./fixtures";

// The person schedules from Kyiv; the account's timezone (MESSAGING_API_TIMEZONE) is UTC.
test.use({ storageState: authState("marketer"), timezoneId: "Europe/Kyiv" });
test.afterEach(resetFaults);
// Five campaigns composed end to end in one test: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

const BUTTON = { text: "See the collection", link: "https://demo-shop.example/spring" };
const IMAGE = "https://demo-shop.example/img/spring.png";

test("each allowed combination is created as composed, and lands on its page", async ({ page }) => {
  await test.step("promo, text only, sent now", async () => {
    await openComposer(page);
    const name = unique("Text only");
    await fillBasics(page, { name, phones: newPhones(2), message: "Spring is here!" });
    await expect(page.getByTestId("viber-preview")).toContainText("Spring is here!");
    await toReview(page);
    await expect(reviewPanel(page).getByText("2 phone numbers")).toBeVisible();
    const c = await campaign(page, await create(page));
    expect(c).toMatchObject({
      name,
      message: "Spring is here!",
      button_text: null,
      image_link: null,
    });
    expect(c.message_live_time).toBe(86_400);
  });

  await test.step("promo, text + button + image, scheduled in the account's zone with SMS fallback", async () => {
    await openComposer(page);
    const name = unique("Full");
    await fillBasics(page, { name, phones: newPhones(3), message: "New styles in store" });
    await page.getByRole("button", { name: /Text, button and image/ }).click();
    await page.getByLabel("Button text").fill(BUTTON.text);
    await page.getByLabel("Button link").fill(BUTTON.link);
    await page.getByLabel("Image link").fill(IMAGE);
    const preview = page.getByTestId("viber-preview");
    await expect(preview).toContainText(BUTTON.text);
    await expect(
      preview
        .getByRole("img", { name: "The campaign image" })
        .or(preview.getByText("The image could not be loaded")),
    ).toBeVisible();

    await page.getByRole("radio", { name: "At a date and time" }).check();
    const when = page.getByLabel("Date and time (UTC)");
    await when.fill("2099-03-01T09:30");
    await expect(
      page.getByText(/Sun 2099-03-01 09:30 UTC: 11:30 your time \(Europe\/(Kyiv|Kiev)\)\./),
    ).toBeVisible();
    await page.getByLabel("Spread delivery over").fill("2");
    await page.getByRole("switch", { name: /Re-send as SMS/ }).click();
    await page.getByLabel("SMS text").fill("New styles in store: demo-shop.example");
    await toReview(page);
    await expect(reviewPanel(page).getByText("Sun 2099-03-01 09:30 UTC")).toBeVisible();
    await expect(reviewPanel(page).getByText("(11:30 your time)")).toBeVisible();
    await expect(reviewPanel(page).getByText("Spread over 2 hours")).toBeVisible();
    await expect(sendButton(page)).toHaveText(/Schedule campaign/);
    const c = await campaign(page, await create(page));
    expect(c).toMatchObject({
      name,
      message: "New styles in store",
      button_text: BUTTON.text,
      button_link: BUTTON.link,
      image_link: IMAGE,
      send_date: "2099-03-01 09:30:00",
      stretch_time: 2,
      resend_sms: true,
    });
  });

  await test.step("promo, text + button", async () => {
    await openComposer(page);
    const name = unique("Text and button");
    await fillBasics(page, { name, phones: newPhones(1), message: "Weekend sale" });
    await page.getByRole("checkbox", { name: "Button" }).check();
    await page.getByLabel("Button text").fill("Shop");
    await page.getByLabel("Button link").fill("https://demo-shop.example/sale");
    await toReview(page);
    const c = await campaign(page, await create(page));
    expect(c).toMatchObject({
      name,
      message: "Weekend sale",
      button_text: "Shop",
      image_link: null,
    });
  });

  await test.step("promo, image only, to an address book", async () => {
    await openComposer(page);
    const name = unique("Image only");
    await fillBasics(page, { name });
    await page.getByRole("button", { name: /Image only/ }).click();
    await page.getByLabel("Image link").fill(IMAGE);
    await page.getByRole("radio", { name: "An address book" }).check();
    await choose(page, "Address book", /^Staff and testers · 42 contacts/);
    await toReview(page);
    await expect(
      reviewPanel(page).getByText(/Address book “Staff and testers” · 42 contacts/),
    ).toBeVisible();
    const c = await campaign(page, await create(page));
    expect(c).toMatchObject({ name, message: null, button_text: null, image_link: IMAGE });
  });

  await test.step("system, text only: an approved template's text", async () => {
    await openComposer(page);
    const name = unique("System");
    await fillBasics(page, { name, phones: newPhones(1) });
    await page.getByRole("radio", { name: /System/ }).check();
    await expect(page.getByText(/must be exactly the text of an approved template/)).toBeVisible();
    await page.getByLabel("Message text").fill("Your parcel is here");
    await expect(page.getByText("Does not match any approved template.")).toBeVisible();
    const templates = page.getByLabel("Use an approved template");
    const first = await templates.locator("option", { hasText: /^Template 1:/ }).textContent();
    await templates.selectOption({ label: first ?? "" });
    await expect(page.getByText("Matches “Template 1”.")).toBeVisible();
    const text = await page.getByLabel("Message text").inputValue();
    await toReview(page);
    await expect(reviewPanel(page).getByText("System (approved template)")).toBeVisible();
    const c = await campaign(page, await create(page));
    expect(c).toMatchObject({ name, message: text });
  });
});

test("a refused create keeps every value, and a double click creates one campaign", async ({
  page,
}) => {
  await openComposer(page);
  const name = unique("Refused");
  const phones = newPhones(2);
  await fillBasics(page, { name, phones, message: "Kept after a failure" });
  await toReview(page);

  await test.step("the Messaging API fails: the reason shows, nothing is lost", async () => {
    const before = await viberCreates();
    await injectFault({ match: "/viber", method: "POST", errorBurst: { count: 1, status: 503 } });
    await sendButton(page).click();
    const banner = page.getByRole("alert").filter({ hasText: "The campaign was not created" });
    await expect(banner).toContainText("having trouble right now");
    expect(await viberCreates()).toBe(before + 1);
    await page.getByRole("button", { name: "Back to editing" }).click();
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await expect(page.getByLabel("Message text")).toHaveValue("Kept after a failure");
    await expect(page.getByRole("textbox", { name: "Phone numbers" })).toHaveValue(
      phones.join("\n"),
    );
  });

  await test.step("an upstream refusal is shown in its own words", async () => {
    await injectFault({ match: "/viber", method: "POST", errorBurst: { count: 1, status: 422 } });
    await toReview(page);
    await sendButton(page).click();
    const banner = page
      .getByRole("alert")
      .filter({ hasText: "The Messaging API refused the campaign" });
    await expect(banner).toContainText("Service temporarily unavailable");
  });

  await test.step("the draft survived the failures: a reload brings every value back", async () => {
    await page.getByRole("button", { name: "Back to editing" }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    await page.reload();
    await composerReady(page);
    await expect(page.getByText(/You are continuing your draft/)).toBeVisible();
    await expect(page.getByLabel("Campaign name")).toHaveValue(name);
    await expect(page.getByLabel("Message text")).toHaveValue("Kept after a failure");
  });

  await test.step("a double click on create sends one campaign", async () => {
    await toReview(page);
    const before = await viberCreates();
    await sendButton(page).dblclick();
    await expect(page).toHaveURL(/\/viber\/campaigns\/\d+$/);
    expect(await viberCreates()).toBe(before + 1);
    expect(await campaignsNamed(page, name)).toBe(1);
  });

  await test.step("after success the draft is gone", async () => {
    await page.goto("/viber/campaigns/new");
    await composerReady(page);
    await expect(page.getByLabel("Campaign name")).toHaveValue("");
    await expect(page.getByText(/You are continuing your draft/)).toHaveCount(0);
  });
});

test("a draft survives a reload and can be discarded", async ({ page }) => {
  await openComposer(page);
  const name = unique("Draft");
  await fillBasics(page, { name, phones: newPhones(1), message: "Half written" });
  await page.getByLabel("minutes").fill("30");
  await expect(page.getByText(/Draft saved at/)).toBeVisible();
  await page.reload();
  await composerReady(page);
  await expect(page.getByLabel("Campaign name")).toHaveValue(name);
  await expect(page.getByLabel("Message text")).toHaveValue("Half written");
  await expect(page.getByLabel("minutes")).toHaveValue("30");
  await expect(
    page.getByRole("combobox", { name: "Sender" }).locator("option:checked"),
  ).toContainText("DemoShop");

  await page.getByRole("button", { name: "Discard draft" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard draft" }).click();
  await expect(page.getByLabel("Campaign name")).toHaveValue("");
  await page.reload();
  await composerReady(page);
  await expect(page.getByLabel("Campaign name")).toHaveValue("");
  await expect(page.getByLabel("Message text")).toHaveValue("");
});
