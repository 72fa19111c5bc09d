/**
 * How the e2e suite (playwright.config.ts) and the bench (bench/lib/browser.ts)
 * launch a browser: Debian's Chromium, never a Playwright download
 * (scripts/ensure-chromium.sh installs it), with background work that would
 * disturb a test or a timing switched off.
 */
export const chromiumLaunchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};
