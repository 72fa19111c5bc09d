import { describeAs, expect, openPage, test } from "./fixtures";

const api = process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010";

async function fault(config: Record<string, unknown> | null) {
  await fetch(`${api}/__control/faults`, {
    method: config ? "POST" : "DELETE",
    headers: { "Content-Type": "application/json" },
    body: config ? JSON.stringify(config) : undefined,
  });
}

const tile = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("region", { name, exact: true });

describeAs("support", "overview", () => {
  test.afterEach(() => fault(null));

  test("every tile shows the demo data and links to its page", async ({
    page,
    axe,
    consoleErrors,
  }) => {
    await openPage(page, "/", "Overview");

    const latest = tile(page, "Latest campaigns");
    await expect(latest.getByRole("listitem")).toHaveCount(5);
    await expect(latest.getByText("Delivered").first()).toBeVisible();
    await expect(latest.getByRole("link", { name: "All campaigns" })).toHaveAttribute(
      "href",
      "/viber/campaigns",
    );
    const first = latest.getByRole("listitem").first().getByRole("link");
    await expect(first).toHaveAttribute("href", /^\/viber\/campaigns\/\d+$/);

    await expect(tile(page, "Sending now").getByText("sending now", { exact: true })).toBeVisible();

    const email = tile(page, "Emails sent");
    // the week's figures take a few upstream pages the first time (then they are cached)
    await expect(email).not.toHaveAttribute("aria-busy", "true", { timeout: 30_000 });
    const sentWeek = email.getByText("sent in the last 7 days").locator("..");
    await expect(sentWeek).toContainText(/[1-9][\d,]*/);
    await expect(email.getByRole("figure")).toHaveAccessibleName(
      /sent, .* opens and .* clicks by people/,
    );
    await expect(email.locator(".recharts-bar-rectangle").first()).toBeVisible();

    const bounces = tile(page, "Bounces");
    await expect(bounces.getByText("in the last 24 hours")).toBeVisible();
    await expect(bounces).toContainText(/[1-9]/);
    await expect(tile(page, "Unsubscribes").getByText(/^today \(/)).toBeVisible();

    // The demo has domains failing checks: the header says how many, and each is a
    // red card linking to it.
    await expect(
      page.getByRole("link", { name: /\d+ of \d+ domains need attention/ }),
    ).toBeVisible();
    const attention = page.getByRole("region", { name: /Domains that need attention/ });
    const cards = attention.getByRole("link");
    expect(await cards.count()).toBeGreaterThan(0);
    const href = await cards.first().getAttribute("href");
    expect(href).toMatch(/^\/email\/domains#[\w.-]+$/);

    await axe();
    expect(consoleErrors).toEqual([]);

    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.#]/g, "\\$&")}$`));
  });

  test("a slow or failing tile does not hold the others, and retries", async ({ page }) => {
    await fault({ match: "/smtp/bounces/day/total", latencyMs: 8_000 });
    await page.goto("/");
    // the campaigns arrive while the bounces are still on their way
    await expect(tile(page, "Latest campaigns").getByRole("listitem")).toHaveCount(5);
    await expect(tile(page, "Bounces")).toHaveAttribute("aria-busy", "true");

    await fault({ match: "/smtp/bounces/day/total", errorBurst: { count: 1000, status: 400 } });
    await page.reload();
    const bounces = tile(page, "Bounces");
    await expect(bounces.getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await expect(tile(page, "Latest campaigns").getByRole("listitem")).toHaveCount(5);

    await fault(null);
    await bounces.getByRole("button", { name: "Retry" }).click();
    await expect(bounces.getByText("in the last 24 hours")).toBeVisible();
  });

  test("in dark mode the overview has no accessibility violations", async ({
    page,
    axe,
    theme,
  }) => {
    await theme.emulate("dark");
    await page.goto("/");
    await theme.choose("dark");
    await expect(tile(page, "Latest campaigns").getByRole("listitem")).toHaveCount(5);
    await expect(tile(page, "Emails sent").getByRole("figure")).toBeVisible();
    expect(await theme.current()).toBe("dark");
    await axe();
  });
});
