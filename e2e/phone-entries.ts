/**
 * The 10,000-entry phone list of the paste and import checks, shared by
 * e2e/phone-lists-performance.spec.ts and the bench (bench/sections/phone-lists.ts):
 * every 50th entry has letters (200), every 40th repeats the one before it (250),
 * which leaves 9,550 valid numbers.
 */
export const PHONE_ENTRIES = Array.from({ length: 10_000 }, (_, i) =>
  i % 50 === 7
    ? `12ab${i}`
    : i % 40 === 3
      ? `+380 67 ${String(1_000_000 + i - 1).slice(-7)}`
      : `38067${String(1_000_000 + i).slice(-7)}`,
);

/** The entries as a CSV file's text: a `name` and a quoted `phone` column. */
export const phoneCsv = (entries: string[]) =>
  `name,phone\n${entries.map((p, i) => `Client ${i},"${p}"`).join("\n")}\n`;
