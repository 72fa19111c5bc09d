import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startTestMessagingApi, type TestMessagingApi } from "./testing";

let api: TestMessagingApi;
beforeAll(async () => {
  api = await startTestMessagingApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A token request of the demo client with `secret`. */
const tokenFor = (secret: string) =>
  post("/oauth/access_token", {
    grant_type: "client_credentials",
    client_id: "console-demo",
    client_secret: secret,
  });

describe("OAuth client credentials", () => {
  it("issues an expiring bearer token for the demo pair", async () => {
    const res = await tokenFor("console-demo-secret");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(body.access_token).toMatch(/^\S{20,}$/);
  });

  it("refuses a wrong secret with invalid_client", async () => {
    const res = await tokenFor("nope");
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "invalid_client", error_code: 401 });
  });

  it("answers 401 for a missing, unknown or expired token", async () => {
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${api.url}/viber/senders`, { headers });
    const missing = await get();
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error_code: 401 });
    expect((await get({ Authorization: "Bearer not-a-real-token" })).status).toBe(401);

    const token = await api.token();
    expect((await get({ Authorization: `Bearer ${token}` })).status).toBe(200);
    api.clock.advance(3601_000);
    try {
      const expired = await get({ Authorization: `Bearer ${token}` });
      expect(expired.status).toBe(401);
      const fresh = await api.token();
      expect((await get({ Authorization: `Bearer ${fresh}` })).status).toBe(200);
    } finally {
      api.clock.advance(-3601_000);
    }
  });
});

describe("fault injection", () => {
  it("answers a burst of errors, then recovers", async () => {
    await api.setFaults({ errorBurst: { count: 2, status: 503 } });
    const a = await post("/oauth/access_token", {});
    const b = await post("/oauth/access_token", {});
    const c = await post("/oauth/access_token", {});
    expect([a.status, b.status, c.status]).toEqual([503, 503, 400]);
  });

  it("sends 429 with and without Retry-After", async () => {
    await api.setFaults({ rateLimit: { count: 1, retryAfter: 2 } });
    const a = await post("/oauth/access_token", {});
    expect(a.status).toBe(429);
    expect(a.headers.get("retry-after")).toBe("2");
    await api.setFaults({ rateLimit: { count: 1, retryAfter: null } });
    const b = await post("/oauth/access_token", {});
    expect(b.status).toBe(429);
    expect(b.headers.get("retry-after")).toBeNull();
  });

  it("sends malformed JSON and drops connections", async () => {
    await api.setFaults({ malformed: { count: 1 } });
    const bad = await post("/oauth/access_token", {});
    await expect(bad.json()).rejects.toThrow();
    await api.setFaults({ drop: { count: 1 } });
    await expect(post("/oauth/access_token", {}).then((r) => r.text())).rejects.toThrow();
    await api.resetFaults();
  });

  it("records every call for tests to count", async () => {
    api.clearCalls();
    await post("/oauth/access_token", {});
    expect(api.received({ method: "POST", pathPrefix: "/oauth" })).toHaveLength(1);
  });
});

describe("routing", () => {
  it("answers a badly encoded path parameter with 400, not 500", async () => {
    const res = await fetch(`${api.url}/viber/task/%E0`, {
      headers: { Authorization: `Bearer ${await api.token()}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 999 });
  });
});
