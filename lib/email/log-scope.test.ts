import { describe, expect, it } from "vitest";

import { emailLogFilterWords, emailLogScopeWords, emailLogWindow } from "./log-scope";

const window = {
  outcome: "failed" as const,
  read: 1000,
  cap: 1000,
  complete: false,
  matched: 27,
  newest: "2026-11-28 10:00:12",
  oldest: "2026-11-01 08:10:00",
};

describe("the email log's one rule", () => {
  it("reads the same window for the page and the CSV: 1,000 with an outcome, 50,000 without", () => {
    expect(emailLogWindow("failed")).toBe(1000);
    expect(emailLogWindow(undefined)).toBe(50_000);
  });

  it("says what a window covers, with the page's digit grouping or none for the CSV", () => {
    const grouped = (n: number) => n.toLocaleString("en-US");
    expect(emailLogScopeWords(window, "UTC", grouped)).toBe(
      "Outcome failed (hard or soft): 27 among the newest 1,000 emails matching the other filters (sent 2026-11-01 08:10 … 2026-11-28 10:00 UTC); older emails are not read: set an older date range to look further back.",
    );
    expect(emailLogScopeWords(window, "UTC")).not.toMatch(/,/);
    expect(emailLogScopeWords({ ...window, complete: true, read: 640 }, "UTC")).toBe(
      "Outcome failed (hard or soft): 27 among all 640 emails matching the other filters (sent 2026-11-01 08:10 … 2026-11-28 10:00 UTC).",
    );
    expect(emailLogScopeWords({ ...window, read: 0, matched: 0, complete: true }, "UTC")).toBe(
      "Outcome failed (hard or soft): no email matching the other filters.",
    );
  });

  it("names the other filters without a comma", () => {
    expect(emailLogFilterWords({})).toBe("No filter.");
    expect(
      emailLogFilterWords({ sender: "a@x.example", recipient: 'b,"c', from: "2026-11-01" }),
    ).toBe("Filters: sender a@x.example; recipient b  c; dates 2026-11-01 to ….");
  });
});
