import "server-only";

import { n, NotOffered, STEPS, type Found } from "./check-steps";
import { UpstreamError } from "./errors";
import type { UpstreamClient } from "./index";

/** One read endpoint tried by `npm run check-upstream`. */
export interface CheckResult {
  /** `GET /smtp/emails` */
  endpoint: string;
  outcome: "read" | "partly read" | "unreadable" | "refused" | "skipped" | "not offered";
  /** what was read, or why not: the path and the key that did not fit; never a secret */
  detail: string;
}

/** Upstream log lines (`[upstream] unexpected … reply: path: reason`) written during `fn`. */
async function capturingWarnings<T>(
  fn: () => Promise<T>,
): Promise<{ value?: T; error?: unknown; lines: string[] }> {
  const lines: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    return { value: await fn(), lines };
  } catch (error) {
    return { error, lines };
  } finally {
    console.warn = warn;
  }
}

/** What one step came to: its value, or the error it threw; `why` is what the reader logged. */
function verdict(
  value: { summary: string; unreadable?: number } | undefined,
  error: unknown,
  why: string,
): Omit<CheckResult, "endpoint"> {
  if (value) {
    return value.unreadable
      ? {
          outcome: "partly read",
          detail: `${value.summary}; ${n(value.unreadable, "record")} left out: ${why}`,
        }
      : { outcome: "read", detail: value.summary };
  }
  if (error instanceof NotOffered)
    return { outcome: "not offered", detail: "404 (an embedded-API extra)" };
  if (error instanceof UpstreamError && error.message.includes("cannot read"))
    return { outcome: "unreadable", detail: error.detail.reason ?? why };
  const e = error as Error;
  return {
    outcome: "refused",
    detail: `${e instanceof UpstreamError ? e.code : "error"}: ${e.message}`,
  };
}

/**
 * Calls every read endpoint once (the client's budget keeps them within the
 * account's rate) and says for each whether the console could read the reply.
 */
export async function checkUpstream(client: UpstreamClient): Promise<CheckResult[]> {
  const found: Found = {};
  const results: CheckResult[] = [];
  for (const step of STEPS) {
    if (step.needs && found[step.needs] === undefined) {
      results.push({
        endpoint: step.endpoint,
        outcome: "skipped",
        detail: "no record to read it with",
      });
      continue;
    }
    const { value, error, lines } = await capturingWarnings(() => step.run(client, found));
    const why = lines.map((l) => l.replace(/^\[upstream\] /, "")).join("; ");
    results.push({ endpoint: step.endpoint, ...verdict(value, error, why) });
  }
  return results;
}
