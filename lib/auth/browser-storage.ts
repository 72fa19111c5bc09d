/**
 * What the console may leave in the browser between sessions: preferences only
 * (the theme, kept by next-themes under "theme"). Every other key in localStorage
 * and all of sessionStorage is the signed-in person's data (such as the email
 * drafts older versions kept in the browser) and goes when they sign out, or
 * when a sign-in page opens after their session ended.
 */
const PREFERENCE_KEYS = new Set(["theme"]);

export function forgetConsoleData(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key !== null && !PREFERENCE_KEYS.has(key)) localStorage.removeItem(key);
    }
    sessionStorage.clear();
  } catch {
    // storage disabled or blocked: nothing was kept there either
  }
}
