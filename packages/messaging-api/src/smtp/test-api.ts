import type { MessagingApiOptions } from "../app";
import { startTestMessagingApi, type TestMessagingApi } from "../testing";

/**
 * The shared test API with the rate budget raised (these suites fire requests
 * back to back). Its `call` already fetches a new token when moving the clock
 * has expired the cached one (testing.ts).
 */
export function startSmtpTestApi(opts: MessagingApiOptions = {}): Promise<TestMessagingApi> {
  return startTestMessagingApi({ maxRps: 1_000_000, ...opts });
}
