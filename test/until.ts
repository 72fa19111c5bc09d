/** Polls `check` every 100 ms until it gives a value; tests waiting on another process or a job use it. */
export async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  ms = 20_000,
): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}
