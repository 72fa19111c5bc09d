import "server-only";

import type { MessagingApiOptions } from "../app";
import { startTestMessagingApi, type TestMessagingApi } from "../testing";

/**
 * The shared test API, with the rate budget raised (these suites fire requests
 * back to back) and a `call` that fetches a new token when moving the clock has
 * expired the cached one.
 */
export async function startSmtpTestApi(opts: MessagingApiOptions = {}): Promise<TestMessagingApi> {
  const api = await startTestMessagingApi({ maxRps: 1_000_000, ...opts });
  let token = await api.token();
  const once = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* leave as text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  api.call = async (method, path, body) => {
    const res = await once(method, path, body);
    if (res.status !== 401) return res;
    token = await api.token();
    return once(method, path, body);
  };
  return api;
}
