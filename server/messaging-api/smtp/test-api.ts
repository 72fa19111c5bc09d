import "server-only";

import type { MessagingApiOptions } from "@/server/messaging-api/app";
import { startTestMessagingApi, type TestMessagingApi } from "@/server/messaging-api/testing";

/**
 * The shared test API with the rate budget raised (these suites fire requests
 * back to back). Its `call` already fetches a new token when moving the clock
 * has expired the cached one (testing.ts).
 */
export function startSmtpTestApi(opts: MessagingApiOptions = {}): Promise<TestMessagingApi> {
  return startTestMessagingApi({ maxRps: 1_000_000, ...opts });
}
