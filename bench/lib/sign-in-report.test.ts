import { describe, expect, it } from "vitest";

import { tally } from "./sign-in-figures";
import { signInReport, type Phase, type SignInFigures } from "./sign-in-report";

const phase = (deviceMs: (number | "refused")[], readP95: number, readErrors = 0): Phase => ({
  devices: tally(
    deviceMs.map((ms) =>
      ms === "refused" ? { outcome: "refused", ms: 3, retryAfter: true } : { outcome: "ok", ms },
    ),
  ),
  fresh: tally([{ outcome: "refused", ms: 3, retryAfter: true }]),
  readP95,
  reads: 40,
  readErrors,
});

const figures = (over: Partial<SignInFigures> = {}): SignInFigures => ({
  about: "about",
  devices: 6,
  deviceCookieNames: ["console-device"],
  quiet: phase([150, 160], 100),
  flood: {
    ...phase([300, 1_900], 150),
    attack: {
      sent: 2_000,
      refused: 1_900,
      refusedWithRetryAfter: 1_900,
      answered: 100,
      fiveXx: 0,
      failed: 0,
      p50: 3,
      p95: 20,
    },
  },
  slow: { ...phase([200], 120), sockets: 16, closed: Array<number>(16).fill(408) },
  large: {
    single: [
      { name: "sign-in", status: 413, ms: 4 },
      { name: "draft", status: 413, ms: 100 },
    ],
    four: { ...phase([200], 110), statuses: [413, 413, null] },
  },
  ...over,
});

const verdicts = (f: SignInFigures) =>
  Object.fromEntries(signInReport(f).targets.map((t) => [t.target, t.met]));

describe("the sign-in section's verdicts", () => {
  it("meets every target when the figures are within them (the bounds included)", () => {
    expect(Object.values(verdicts(figures()))).toEqual([true, true, true, true, true]);
  });

  it("misses the device target for one refused sign-in or a p95 over 2 s", () => {
    const refused = verdicts(
      figures({ flood: { ...figures().flood, ...phase([300, "refused"], 150) } }),
    );
    expect(refused["sign-in flood: every known-device sign-in succeeds, p95 ≤ 2 s"]).toBe(false);
    const slow = verdicts(figures({ slow: { ...figures().slow, ...phase([2_001], 120) } }));
    expect(slow["16 slow-body sockets: every known-device sign-in succeeds, p95 ≤ 2 s"]).toBe(
      false,
    );
    // no sign-in measured at all is no success either
    const none = verdicts(figures({ slow: { ...figures().slow, ...phase([], 120) } }));
    expect(none["16 slow-body sockets: every known-device sign-in succeeds, p95 ≤ 2 s"]).toBe(
      false,
    );
  });

  it("misses the read target past 1.5× the quiet p95 or with a failed read", () => {
    const f = figures({ slow: { ...figures().slow, ...phase([200], 151) } });
    expect(verdicts(f)["16 slow-body sockets: signed-in read p95 ≤ 1.5× quiet"]).toBe(false);
    const failed = figures({ flood: { ...figures().flood, ...phase([300], 100, 1) } });
    expect(verdicts(failed)["sign-in flood: signed-in read p95 ≤ 1.5× quiet"]).toBe(false);
  });

  it("misses the large-body target for another status or over 100 ms", () => {
    const target = "a 50 MB body is refused (413) in ≤ 100 ms";
    const large = figures().large;
    const slow = { ...large, single: [{ name: "sign-in", status: 413, ms: 101 }] };
    expect(verdicts(figures({ large: slow }))[target]).toBe(false);
    const buffered = { ...large, single: [{ name: "sign-in", status: 302, ms: 40 }] };
    expect(verdicts(figures({ large: buffered }))[target]).toBe(false);
    const lost = {
      ...large,
      single: [{ name: "sign-in", status: null, ms: 20, error: "ECONNRESET" }],
    };
    expect(verdicts(figures({ large: lost }))[target]).toBe(false);
  });

  it("prints the attacked phases' reads as ratios of the quiet ones", () => {
    const lines = signInReport(figures()).lines.join("\n");
    expect(lines).toContain(
      "| signed-in reads: p95 (× quiet) | 100 ms | 150 ms (1.50×) | 120 ms (1.20×) | 110 ms (1.10×) |",
    );
    expect(lines).toContain(
      "| known devices: sign-in p95 / max (p95 × quiet) | 160 / 160 ms | 1900 / 1900 ms (11.88×) | 200 / 200 ms (1.25×) | 200 / 200 ms (1.25×) |",
    );
    expect(lines).toContain("closed 16 of 16 sockets by the end of the phase (16 × 408)");
  });

  it("says so when the console stopped answering, and leaves the four-at-once phase unmeasured", () => {
    const f = figures({
      large: {
        single: [{ name: "blacklist", status: null, ms: 5_000, error: "ECONNRESET" }],
        four: null,
        down: "after the 50 MB body to blacklist",
      },
    });
    const lines = signInReport(f).lines.join("\n");
    expect(lines).toContain("| blacklist | none (ECONNRESET) | 5000 ms |");
    expect(lines).toContain("**The console stopped answering after the 50 MB body to blacklist**");
    expect(lines).toMatch(
      /\| signed-in reads: made \/ failed \| 40 \/ 0 \| .* \| not measured \|$/m,
    );
    expect(verdicts(f)["a 50 MB body is refused (413) in ≤ 100 ms"]).toBe(false);
  });
});
