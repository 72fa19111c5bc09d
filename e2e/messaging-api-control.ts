import { expect } from "@playwright/test";

/**
 * The embedded Messaging API the e2e servers run against (playwright.config.ts sets
 * the address) and its test-only /__control routes: the call log, fault injection,
 * the clock and the loopback DNS zones.
 */
export const MESSAGING_API = process.env.E2E_MESSAGING_API_URL ?? "http://127.0.0.1:4010";

/** A request to a control route (`calls`, `faults`, `dns`…), which must succeed. */
export async function control(path: string, method: string, body?: unknown): Promise<Response> {
  const res = await fetch(`${MESSAGING_API}/__control/${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `control ${method} ${path}`).toBe(true);
  return res;
}

/** A request the Messaging API received, as its call log lists it. */
export interface Call {
  method: string;
  path: string;
  status: number;
  at: number;
}

/** The Messaging API's call log, oldest first. */
export async function upstreamCalls(): Promise<Call[]> {
  return (await (await fetch(`${MESSAGING_API}/__control/calls`)).json()) as Call[];
}
