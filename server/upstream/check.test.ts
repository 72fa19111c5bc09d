import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkUpstream } from "./check";
import { createUpstreamClient } from "./index";

let api: TestMessagingApi;
const client = () =>
  createUpstreamClient({
    baseUrl: api.url,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    maxRps: 10,
    timeoutMs: 5_000,
    maxAttempts: 1,
    log: () => {},
  });

beforeAll(async () => {
  api = await startTestMessagingApi({ seed: true, maxRps: 10 });
}, 120_000);
afterAll(() => api?.close());

describe("checkUpstream (npm run check-upstream)", () => {
  it("reads every endpoint of the embedded API, once each, writing nothing", async () => {
    api.clearCalls();
    const results = await checkUpstream(client());
    expect(results.filter((r) => r.outcome !== "read")).toEqual([]);
    const calls = api.received();
    expect(calls.filter((c) => c.method !== "GET" && c.path !== "/oauth/access_token")).toEqual([
      expect.objectContaining({ method: "POST", path: "/smtp/emails/info" }),
    ]);
    // once each: no path read twice (the sender list reads /senders and /smtp/senders)
    const gets = calls.filter((c) => c.method === "GET").map((c) => c.path);
    expect(new Set(gets).size).toBe(gets.length);
  }, 60_000);

  it("names the path and the key of a reply that does not fit, and records left out", async () => {
    await api.setFaults({
      match: "/smtp/emails/total",
      reply: { count: 1, status: 200, body: { total: { nested: true } } },
    });
    const first = await checkUpstream(client());
    await api.resetFaults();
    await api.setFaults({
      match: "/v2/email-service/smtp/sender_domains",
      reply: {
        count: 1,
        status: 200,
        body: {
          data: {
            result: true,
            data: [{ service_value: "no-id.example" }, { id: 2, service_value: "ok.example" }],
          },
        },
      },
    });
    const second = await checkUpstream(client());
    await api.resetFaults();
    const total = first.find((r) => r.endpoint === "GET /smtp/emails/total");
    // a count that is not a number reads as 0: the page shows 0, it does not fail
    expect(total).toMatchObject({ outcome: "read", detail: "total 0" });
    const domains = second.find((r) => r.endpoint === "GET /v2/email-service/smtp/sender_domains");
    expect(domains).toMatchObject({ outcome: "partly read" });
    expect(domains?.detail).toMatch(
      /1 domain; 1 record left out: .*id: expected a number, got nothing/,
    );
  }, 60_000);

  it("reports a reply it cannot read at all with its reason", async () => {
    await api.setFaults({
      match: "/viber/task",
      reply: { count: 1, status: 200, body: "maintenance" },
    });
    const results = await checkUpstream(client());
    await api.resetFaults();
    expect(results.find((r) => r.endpoint === "GET /viber/task")).toMatchObject({
      outcome: "unreadable",
      detail: 'unexpected campaign list reply: (reply): expected a list, got "maintenance"',
    });
    expect(results.find((r) => r.endpoint === "GET /viber/task/{id}")?.outcome).toBe("skipped");
  }, 60_000);
});
