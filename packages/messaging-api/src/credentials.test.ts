import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { createMessagingApi } from "./app";
import {
  credentialsFile,
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  embeddedCredentials,
  readEmbeddedCredentials,
} from "./credentials";

const fresh = () => mkdtempSync(path.join(tmpdir(), "api-credentials-"));

describe("the embedded API's client secret", () => {
  it("is generated once, kept in DATA_DIR with mode 0600, and read back the same", () => {
    const dir = fresh();
    expect(readEmbeddedCredentials(dir)).toBeUndefined();
    const pair = embeddedCredentials(dir);
    expect(pair.clientSecret).not.toBe(DEMO_CLIENT_SECRET);
    expect(pair.clientSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(credentialsFile(dir)).mode & 0o777).toBe(0o600);
    expect(embeddedCredentials(dir)).toEqual(pair);
    expect(readEmbeddedCredentials(dir)).toEqual(pair);
    expect(embeddedCredentials(fresh()).clientSecret).not.toBe(pair.clientSecret);
  });

  it("tightens a copy restored with looser permissions, and replaces a broken one", () => {
    const dir = fresh();
    const pair = embeddedCredentials(dir);
    chmodSync(credentialsFile(dir), 0o644);
    expect(embeddedCredentials(dir)).toEqual(pair);
    expect(statSync(credentialsFile(dir)).mode & 0o777).toBe(0o600);
    writeFileSync(credentialsFile(dir), "{}");
    const replaced = embeddedCredentials(dir);
    expect(replaced.clientSecret).not.toBe(pair.clientSecret);
    expect(JSON.parse(readFileSync(credentialsFile(dir), "utf8"))).toEqual({
      client_id: DEMO_CLIENT_ID,
      client_secret: replaced.clientSecret,
    });
  });
});

describe("the published demo pair", () => {
  const token = (url: string, secret: string) =>
    fetch(`${url}/oauth/access_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT_ID,
        client_secret: secret,
      }),
    }).then((r) => r.status);

  it("is refused beside a generated secret unless the instance opts in (tests)", async () => {
    const secret = embeddedCredentials(fresh()).clientSecret;
    for (const acceptDemoCredentials of [false, true]) {
      const api = await createMessagingApi({
        seed: false,
        tickMs: 0,
        port: 0,
        clientSecret: secret,
        acceptDemoCredentials,
      });
      try {
        expect(await token(api.url, secret)).toBe(200);
        expect(await token(api.url, DEMO_CLIENT_SECRET)).toBe(acceptDemoCredentials ? 200 : 401);
        expect(await token(api.url, `${secret}x`)).toBe(401);
      } finally {
        await api.close();
      }
    }
  });
});
