/** The sign-in section's tables and verdicts (bench/sections/sign-in.ts), from its figures. */
import { ratio, type Tally } from "./sign-in-figures";
import type { SignInFloodFigures } from "./sign-in-flood";
import type { SectionResult } from "./types";

/** The four-at-once phase: `statuses` of the 50 MB bodies (null: no answer, or reset). */
export type LargePhase = Phase & { statuses: (number | null)[] };

/** What one phase measured while its attack (if any) ran. */
export interface Phase {
  devices: Tally;
  fresh: Tally;
  readP95: number;
  reads: number;
  readErrors: number;
}

export interface SignInFigures {
  about: string;
  devices: number;
  /** the cookies a successful sign-in set besides the session */
  deviceCookieNames: string[];
  quiet: Phase;
  flood: Phase & { attack: SignInFloodFigures };
  /** `closed`: the slow sockets the server closed, with the status it sent (null: none) */
  slow: Phase & { sockets: number; closed: (number | null)[] };
  large: {
    single: { name: string; status: number | null; ms: number; error?: string }[];
    /** null: not measured, the console had stopped answering */
    four: LargePhase | null;
    /** when the console stopped answering, if it did */
    down?: string;
  };
}

/** The device sign-in target: every one succeeded, p95 ≤ 2 s. */
export const devicesMet = (t: Tally) => t.n > 0 && t.ok === t.n && t.p95 <= 2_000;
/** The read target: p95 ≤ 1.5× the quiet one, none failed. */
export const readsMet = (p: Phase, quiet: Phase) =>
  p.reads > 0 && p.readErrors === 0 && p.readP95 <= 1.5 * quiet.readP95;
/** The large-body target: every one refused with 413 within 100 ms of its first byte. */
export const largeMet = (single: SignInFigures["large"]["single"]) =>
  single.length > 0 && single.every((s) => s.status === 413 && s.ms <= 100);

const counts = (xs: (number | null)[]) => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(String(x ?? "no status"), (m.get(String(x ?? "no status")) ?? 0) + 1);
  return [...m].map(([k, n]) => `${n} × ${k}`).join(", ") || "none";
};
const signIns = (t: Tally) =>
  `${t.ok} of ${t.n} (429: ${t.refused}, refused otherwise: ${t.rejected}, no answer: ${t.failed})`;
const fresh = (t: Tally) =>
  `${t.ok} of ${t.n} served; ${t.refused} × 429 (${t.refusedWithRetryAfter} with Retry-After); ${t.rejected} refused otherwise; ${t.failed} no answer`;
const p95 = (t: Tally) => (t.ok ? `${t.p95} / ${t.max} ms` : "—");

export function signInReport(f: SignInFigures): SectionResult {
  const { quiet, flood, slow } = f;
  const four = f.large.four;
  const phases = [quiet, flood, slow, four];
  const row = (name: string, cell: (p: Phase) => string) =>
    `| ${name} | ${phases.map((p) => (p ? cell(p) : "not measured")).join(" | ")} |`;
  const a = flood.attack;
  const lines = [
    f.about,
    "",
    `Cookies a successful sign-in set besides the session (kept as the device's): ${f.deviceCookieNames.map((n) => `\`${n}\``).join(", ") || "none"}.`,
    "",
    "| figure | quiet | sign-in flood | slow bodies | four 50 MB bodies |",
    "|---|---|---|---|---|",
    row(`known devices (${f.devices}): signed in`, (p) => signIns(p.devices)),
    row(
      "known devices: sign-in p95 / max (p95 × quiet)",
      (p) =>
        p95(p.devices) +
        (p === quiet || !p.devices.ok ? "" : ` (${ratio(p.devices.p95, quiet.devices.p95)})`),
    ),
    row("first-time sign-ins from fresh addresses", (p) => fresh(p.fresh)),
    row("first-time sign-ins: p95 / max of the served", (p) => p95(p.fresh)),
    row(
      "signed-in reads: p95 (× quiet)",
      (p) => `${p.readP95} ms${p === quiet ? "" : ` (${ratio(p.readP95, quiet.readP95)})`}`,
    ),
    row("signed-in reads: made / failed", (p) => `${p.reads} / ${p.readErrors}`),
    "",
    `The flood: ${a.sent} sent; ${a.refused} × 429 (${a.refusedWithRetryAfter} with Retry-After), ${a.answered} answered otherwise, ${a.fiveXx} × 5xx, ${a.failed} without an answer; its answers p50 / p95 ${a.p50} / ${a.p95} ms.`,
    "",
    `Slow bodies: the server closed ${slow.closed.length} of ${slow.sockets} sockets by the end of the phase (${counts(slow.closed)}).`,
    "",
    "| 50 MB body, alone | answer | from its first byte |",
    "|---|---|---|",
    ...f.large.single.map(
      (s) => `| ${s.name} | ${s.status ?? `none (${s.error ?? "?"})`} | ${Math.round(s.ms)} ms |`,
    ),
    "",
    four
      ? `Four at once, again and again: ${four.statuses.filter((x) => x !== null).length} answered (${counts(four.statuses.filter((x) => x !== null))}), ${four.statuses.filter((x) => x === null).length} without an answer (reset, or still sending at the end).`
      : "Four at once: not measured.",
    ...(f.large.down
      ? [
          "",
          `**The console stopped answering ${f.large.down}** (no answer to /api/health within 5 s).`,
        ]
      : []),
  ];
  const attacked = (name: string, p: Phase) => [
    {
      target: `${name}: every known-device sign-in succeeds, p95 ≤ 2 s`,
      figure: `${p.devices.ok} of ${p.devices.n}, p95 ${p.devices.ok ? `${p.devices.p95} ms` : "—"}`,
      met: devicesMet(p.devices),
    },
    {
      target: `${name}: signed-in read p95 ≤ 1.5× quiet`,
      figure: `${p.readP95} ms = ${ratio(p.readP95, quiet.readP95)} quiet ${quiet.readP95} ms (${p.readErrors} failed)`,
      met: readsMet(p, quiet),
    },
  ];
  const slowest = Math.max(0, ...f.large.single.map((s) => s.ms));
  return {
    lines,
    targets: [
      ...attacked("sign-in flood", flood),
      ...attacked(`${slow.sockets} slow-body sockets`, slow),
      {
        target: "a 50 MB body is refused (413) in ≤ 100 ms",
        figure: `${f.large.single.map((s) => s.status ?? "none").join(" / ")}; slowest ${Math.round(slowest)} ms`,
        met: largeMet(f.large.single),
      },
    ],
  };
}
