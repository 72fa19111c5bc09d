import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createUpstreamClient } from "./index";

/**
 * Errors as the real service sends them where the contract is silent
 * (UPSTREAM-NOTES.md): the rate-limit code on any status, `is_error` as 1/"1"/true,
 * and a token request that meets a 429 or a 5xx.
 */
let api: TestMessagingApi;

const newClient = () =>
  createUpstreamClient({
    baseUrl: api.url,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    maxRps: 1000,
    timeoutMs: 2_000,
    retryBaseMs: 10,
    log: () => {},
  });
const hits = (path: string) => api.received().filter((c) => c.path === path).length;

beforeAll(async () => {
  api = await startTestMessagingApi({ maxRps: 1000 });
});
afterAll(() => api.close());
afterEach(async () => {
  await api.resetFaults();
  api.clearCalls();
});

describe("the rate-limit code 2020202020", () => {
  it.each([200, 400, 403])(
    "is a rate limit on HTTP %i: retried, then rate_limited",
    async (status) => {
      const client = newClient();
      const body = {
        is_error: true,
        error_code: 2020202020,
        message: "More than 10 requests per second",
      };
      await api.setFaults({ match: "/smtp/emails/total", reply: { count: 5, status, body } });
      const err = await client.smtp.totalEmails().catch((e: unknown) => e);
      expect(err).toMatchObject({ code: "rate_limited" });
      expect(hits("/smtp/emails/total")).toBe(3);
    },
  );

  it("passes once the limit lifts (as a string code too)", async () => {
    const client = newClient();
    const body = { error_code: "2020202020", message: "More than 10 requests per second" };
    await api.setFaults({ match: "/smtp/emails/total", reply: { count: 2, status: 200, body } });
    await expect(client.smtp.totalEmails()).resolves.toEqual({ total: expect.any(Number) });
  });
});

describe("is_error", () => {
  it.each([1, "1", true, "true"])(
    "as %j on a 200 is a refusal in the service's words",
    async (flag) => {
      const client = newClient();
      const body = { is_error: flag, error_code: 14, message: "No such emails" };
      await api.setFaults({ match: "/smtp/emails/total", reply: { count: 1, status: 200, body } });
      const err = await client.smtp.totalEmails().catch((e: unknown) => e);
      expect(err).toMatchObject({ code: "upstream_rejected" });
      expect((err as Error).message).toMatch(/No such emails/);
    },
  );

  it.each([0, "0", false])("as %j is no error", async (flag) => {
    const client = newClient();
    const body = { is_error: flag, total: 7 };
    await api.setFaults({ match: "/smtp/emails/total", reply: { count: 1, status: 200, body } });
    await expect(client.smtp.totalEmails()).resolves.toEqual({ total: 7 });
  });
});

describe("the token request", () => {
  it("is retried through a 429 and a 503, like any read", async () => {
    await api.setFaults({
      match: "/oauth/access_token",
      rateLimit: { count: 1, retryAfter: null },
    });
    const client = newClient();
    await expect(client.smtp.totalEmails()).resolves.toEqual({ total: expect.any(Number) });
    await api.setFaults({ match: "/oauth/access_token", errorBurst: { count: 2, status: 503 } });
    api.clearCalls();
    const other = newClient();
    await expect(other.smtp.totalEmails()).resolves.toEqual({ total: expect.any(Number) });
    expect(hits("/oauth/access_token")).toBe(3);
  });

  it("gives up after 3 attempts with rate_limited, and never retries bad credentials", async () => {
    await api.setFaults({
      match: "/oauth/access_token",
      rateLimit: { count: 5, retryAfter: null },
    });
    const err = await newClient()
      .smtp.totalEmails()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "rate_limited" });
    expect(hits("/oauth/access_token")).toBe(3);
    await api.resetFaults();
    api.clearCalls();
    const bad = createUpstreamClient({
      baseUrl: api.url,
      clientId: "console-demo",
      clientSecret: "wrong",
      maxRps: 1000,
      timeoutMs: 2_000,
      retryBaseMs: 10,
      log: () => {},
    });
    await expect(bad.smtp.totalEmails()).rejects.toMatchObject({ code: "upstream_unavailable" });
    expect(hits("/oauth/access_token")).toBe(1);
  });
});
