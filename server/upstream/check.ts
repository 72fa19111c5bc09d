import "server-only";

import { n, NotOffered, STEPS, type Found } from "./check-steps";
import { UpstreamError } from "./errors";
import type { UpstreamClient } from "./index";

export interface CheckResult {
  endpoint: string;
  outcome: "read" | "partly read" | "unreadable" | "refused" | "skipped" | "not offered";
  /** never a secret */
  detail: string;
}

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
