import { createMessagingApi, type MessagingApi, type MessagingApiOptions } from "./app";
import type { CallRecord } from "./control";
import type { FaultConfig } from "./faults";

export const DEMO_CLIENT = { id: "console-demo", secret: "console-demo-secret" };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read reply fields freely
export type TestReply = { status: number; body: any; headers: Headers };

export interface TestMessagingApi extends MessagingApi {
  /** a fresh bearer token for the demo client */
  token(): Promise<string>;
  /** fetch against the API with a valid token */
  call(method: string, path: string, body?: unknown): Promise<TestReply>;
  setFaults(f: FaultConfig): Promise<void>;
  resetFaults(): Promise<void>;
  /** requests received (excluding control routes), optionally only writes */
  received(filter?: { method?: string; pathPrefix?: string }): CallRecord[];
  clearCalls(): void;
  advance(ms: number): Promise<void>;
}

/**
 * Starts the embedded Messaging API on a free loopback port, in memory, with the
 * control routes on and automatic ticks off. Demo data is off unless asked for,
 * since seeding the full demo set takes seconds.
 */
export async function startTestMessagingApi(
  opts: MessagingApiOptions = {},
): Promise<TestMessagingApi> {
  const api = await createMessagingApi({ seed: false, control: true, tickMs: 0, port: 0, ...opts });
  const token = async () => {
    const res = await fetch(`${api.url}/oauth/access_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT.id,
        client_secret: DEMO_CLIENT.secret,
      }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  let cachedToken: string | undefined;
  return {
    ...api,
    token,
    async call(method, path, body) {
      const send = async () =>
        fetch(`${api.url}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${(cachedToken ??= await token())}`,
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      let res = await send();
      if (res.status === 401) {
        // the clock may have moved past the token's life: refresh once, as a client would
        cachedToken = undefined;
        res = await send();
      }
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* leave as text */
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    async setFaults(f) {
      await fetch(`${api.url}/__control/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(f),
      });
    },
    async resetFaults() {
      await fetch(`${api.url}/__control/faults`, { method: "DELETE" });
    },
    received(filter = {}) {
      return api.calls.filter(
        (c) =>
          (!filter.method || c.method === filter.method) &&
          (!filter.pathPrefix || c.path.startsWith(filter.pathPrefix)),
      );
    },
    clearCalls() {
      api.calls.splice(0);
    },
    async advance(ms) {
      api.clock.advance(ms);
      await api.tick();
    },
  };
}
