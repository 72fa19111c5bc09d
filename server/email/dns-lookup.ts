import "server-only";

import type { LookupOutcome } from "@/lib/email/dns-rules";

export type Lookup<T> = { outcome: LookupOutcome; value: T; error?: string };

const timedOut = (budgetMs: number): Lookup<string[]> => ({
  outcome: "timeout",
  value: [],
  error: `No answer within ${(budgetMs / 1000).toFixed(1)} s`,
});

const ABSENT = new Set(["ENODATA", "ENOTFOUND", "NXDOMAIN"]);

/** Never throws. */
export async function guarded(p: Promise<string[]>, budgetMs: number): Promise<Lookup<string[]>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Lookup<string[]>>((resolve) => {
    timer = setTimeout(() => resolve(timedOut(budgetMs)), budgetMs + 250);
  });
  try {
    return await Promise.race([
      p.then(
        (value): Lookup<string[]> => ({ outcome: value.length ? "found" : "absent", value }),
        (err: NodeJS.ErrnoException): Lookup<string[]> => {
          const code = String(err.code ?? "");
          if (ABSENT.has(code)) return { outcome: "absent", value: [] };
          if (code === "ETIMEOUT") return timedOut(budgetMs);
          if (code === "ECANCELLED")
            return { outcome: "timeout", value: [], error: "The lookup was cancelled" };
          return {
            outcome: "failed",
            value: [],
            error:
              code === "ESERVFAIL"
                ? "The DNS server failed to answer (SERVFAIL)"
                : code === "ECONNREFUSED"
                  ? "The DNS server refused the connection"
                  : `The lookup failed (${code || "unknown error"})`,
          };
        },
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
