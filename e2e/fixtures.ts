import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

import { authState, type Role } from "./auth-state";

export type ThemeChoice = "light" | "dark" | "system";

type Fixtures = {
  /** Runs axe (WCAG 2.0/2.1 A and AA) on the page and fails the test on any violation. */
  axe: (options?: { include?: string; exclude?: string[] }) => Promise<void>;
  /** Sets the theme the way a user does: the header's theme menu. */
  theme: {
    choose: (choice: ThemeChoice) => Promise<void>;
    /** The OS preference, which "system" follows. */
    emulate: (scheme: "light" | "dark") => Promise<void>;
    current: () => Promise<"light" | "dark">;
  };
  /** Console errors and uncaught exceptions seen so far in this test. */
  consoleErrors: string[];
};

async function chooseTheme(page: Page, choice: ThemeChoice) {
  await page.getByRole("button", { name: "Change theme" }).click();
  const label = choice[0]!.toUpperCase() + choice.slice(1);
  await page.getByRole("menuitemradio", { name: label }).click();
  await expect(page.getByRole("menu")).toBeHidden();
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use(async (options) => {
      let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
      if (options?.include) builder = builder.include(options.include);
      for (const selector of options?.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      // A readable summary instead of axe's full node dump.
      const summary = violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      }));
      expect(summary, `axe violations on ${page.url()}`).toEqual([]);
    });
  },

  theme: async ({ page }, use) => {
    await use({
      choose: (choice) => chooseTheme(page, choice),
      emulate: (scheme) => page.emulateMedia({ colorScheme: scheme }),
      current: async () =>
        (await page.locator("html").evaluate((el) => el.classList.contains("dark")))
          ? "dark"
          : "light",
    });
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(`uncaught: ${err.message}`));
    // Chromium's "Failed to load resource" message omits the address; name it.
    page.on("response", (res) => {
      if (res.status() >= 400)
        errors.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    await use(errors);
  },
});

export { expect };

/** A bearer token of the embedded Messaging API's demo client (tests that act as another tool). */
export async function messagingApiToken(page: Page): Promise<string> {
  const res = await page.request.post(`${process.env.E2E_MESSAGING_API_URL}/oauth/access_token`, {
    data: {
      grant_type: "client_credentials",
      client_id: "console-demo",
      client_secret: "console-demo-secret",
    },
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Opens the account menu. Its button is in the page as sent, but a click that lands
 * before the page has hydrated does nothing (as for a person, who clicks again); on a
 * loaded machine that can be the first click, so click until the menu is open.
 */
export async function openAccountMenu(page: Page, name: RegExp): Promise<void> {
  await expect(async () => {
    if (!(await page.getByRole("menu").isVisible()))
      await page.getByRole("button", { name }).click();
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A group of tests signed in as `role` (its saved sign-in): `test.describe` with `test.use({ storageState })`. */
export function describeAs(role: Role, title: string, tests: () => void): void {
  test.describe(title, () => {
    test.use({ storageState: authState(role) });
    tests();
  });
}

/** Elements of the page's content React has not hydrated (yet); runs in the page. */
export function notHydrated(): number {
  const isReact = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  return [...document.querySelectorAll("#main-content *")].filter((el) => !isReact(el)).length;
}

/**
 * Waits until the page has hydrated: Next adds its route announcer in an effect once
 * React commits the page, and every element of the content has its React node. What
 * is typed before that is the browser's alone, and React's first render resets it.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator("next-route-announcer")).toBeAttached();
  await expect.poll(() => page.evaluate(notHydrated)).toBe(0);
}

/** Opens a console page by its address and waits for its level-1 heading. */
export async function openPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}
