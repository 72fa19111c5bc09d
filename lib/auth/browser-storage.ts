/** Only preferences survive sign-out; every other key is the signed-in person's data. */
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
