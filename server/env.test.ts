import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { embeddedCredentials } from "@messaging-console/messaging-api/credentials";
import { describe, expect, it } from "vitest";

import { parseEnv, productionProblems } from "./env";

describe("parseEnv", () => {
  it("defaults to the embedded Messaging API (its client id; the secret it generates is read from DATA_DIR)", () => {
    const e = parseEnv({});
    expect(e.embedded).toBe(true);
    expect(e.upstreamUrl).toBe("http://127.0.0.1:4010");
    expect(e.upstreamClientId).toBe("console-demo");
    expect(e.MESSAGING_API_TIMEZONE).toBe("UTC");
    expect(e.MESSAGING_API_MAX_RPS).toBe(10);
    expect(e.PORT).toBe(3000);
    expect(e.DATA_DIR).toBe("./data");
    expect(e.EMAIL_BODY_RETENTION_DAYS).toBe(30);
  });

  it("on the embedded API, uses the secret it generated in DATA_DIR; an explicit pair wins", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "env-credentials-"));
    expect(parseEnv({ DATA_DIR: dir }).upstreamClientSecret).toBeUndefined();
    const pair = embeddedCredentials(dir);
    const e = parseEnv({ DATA_DIR: dir });
    expect([e.upstreamClientId, e.upstreamClientSecret]).toEqual([
      pair.clientId,
      pair.clientSecret,
    ]);
    expect(
      parseEnv({ DATA_DIR: dir, MESSAGING_API_CLIENT_SECRET: "set-by-hand" }).upstreamClientSecret,
    ).toBe("set-by-hand");
    // a real upstream never gets the embedded API's secret
    expect(
      parseEnv({
        DATA_DIR: dir,
        MESSAGING_API_URL: "https://api.example.com",
        MESSAGING_API_KEY: "k",
      }).upstreamClientSecret,
    ).toBeUndefined();
  });

  it("takes ALLOWED_ORIGINS as origins by commas, beside NEXTAUTH_URL's", () => {
    expect(parseEnv({}).publicOrigins).toEqual([]);
    const e = parseEnv({
      NEXTAUTH_URL: "https://console.example.com/",
      ALLOWED_ORIGINS:
        " https://ops.example.com, http://10.0.0.5:3000/ ,https://console.example.com",
    });
    expect(e.publicOrigins).toEqual([
      "https://console.example.com",
      "https://ops.example.com",
      "http://10.0.0.5:3000",
    ]);
    for (const bad of ["ops.example.com", "https://ops.example.com/path", "ftp://x.example", "*"])
      expect(() => parseEnv({ ALLOWED_ORIGINS: bad }), bad).toThrowError(
        /ALLOWED_ORIGINS: must be/,
      );
  });

  it("takes HEALTH_TOKEN of 16 characters or more", () => {
    expect(parseEnv({}).HEALTH_TOKEN).toBeUndefined();
    expect(parseEnv({ HEALTH_TOKEN: "a-monitoring-token-1" }).HEALTH_TOKEN).toBe(
      "a-monitoring-token-1",
    );
    expect(() => parseEnv({ HEALTH_TOKEN: "short" })).toThrowError(/HEALTH_TOKEN: must be/);
  });

  it("reads EMAIL_BODY_RETENTION_DAYS as whole days, 0 keeping none", () => {
    expect(parseEnv({ EMAIL_BODY_RETENTION_DAYS: "0" }).EMAIL_BODY_RETENTION_DAYS).toBe(0);
    expect(parseEnv({ EMAIL_BODY_RETENTION_DAYS: "90" }).EMAIL_BODY_RETENTION_DAYS).toBe(90);
    expect(parseEnv({ EMAIL_BODY_RETENTION_DAYS: "" }).EMAIL_BODY_RETENTION_DAYS).toBe(30);
    for (const bad of ["-1", "2.5", "thirty", "5000"])
      expect(() => parseEnv({ EMAIL_BODY_RETENTION_DAYS: bad })).toThrowError(
        /EMAIL_BODY_RETENTION_DAYS:/,
      );
  });

  it("reads EMAIL_REFUSE_COMPLAINED as an on/off setting, off by default", () => {
    expect(parseEnv({}).EMAIL_REFUSE_COMPLAINED).toBe(false);
    expect(parseEnv({ EMAIL_REFUSE_COMPLAINED: "1" }).EMAIL_REFUSE_COMPLAINED).toBe(true);
    expect(() => parseEnv({ EMAIL_REFUSE_COMPLAINED: "on" })).toThrowError(
      /EMAIL_REFUSE_COMPLAINED: must be true or false/,
    );
  });

  it("reads EMAIL_ALLOW_ANY_FROM as an on/off setting, off by default", () => {
    expect(parseEnv({}).EMAIL_ALLOW_ANY_FROM).toBe(false);
    expect(parseEnv({ EMAIL_ALLOW_ANY_FROM: "" }).EMAIL_ALLOW_ANY_FROM).toBe(false);
    expect(parseEnv({ EMAIL_ALLOW_ANY_FROM: "false" }).EMAIL_ALLOW_ANY_FROM).toBe(false);
    expect(parseEnv({ EMAIL_ALLOW_ANY_FROM: "true" }).EMAIL_ALLOW_ANY_FROM).toBe(true);
    expect(parseEnv({ EMAIL_ALLOW_ANY_FROM: "1" }).EMAIL_ALLOW_ANY_FROM).toBe(true);
    expect(() => parseEnv({ EMAIL_ALLOW_ANY_FROM: "yes" })).toThrowError(
      /EMAIL_ALLOW_ANY_FROM: must be true or false/,
    );
  });

  it("takes TRUST_PROXY as a hop count or proxy addresses, never as 'trust everyone'", () => {
    for (const ok of ["", "0", "1", "2", "loopback", "10.0.0.0/8, 192.168.1.1", "::1"])
      expect(() => parseEnv({ TRUST_PROXY: ok })).not.toThrow();
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrowError(
      /TRUST_PROXY: would believe any client's X-Forwarded-For/,
    );
    expect(() => parseEnv({ TRUST_PROXY: "proxy.internal" })).toThrowError(/TRUST_PROXY: must be/);
    expect(() => parseEnv({ TRUST_PROXY: "99" })).toThrowError(/TRUST_PROXY: must be at most 10/);
  });

  it("takes DNS_SERVERS as IP addresses with optional ports, unset meaning the system's", () => {
    expect(parseEnv({}).DNS_SERVERS).toBeUndefined();
    expect(parseEnv({ DNS_SERVERS: "" }).DNS_SERVERS).toBeUndefined();
    expect(
      parseEnv({ DNS_SERVERS: " 10.0.0.53, 127.0.0.1:5353,[2001:db8::1]:53, ::1 " }).DNS_SERVERS,
    ).toEqual(["10.0.0.53", "127.0.0.1:5353", "[2001:db8::1]:53", "::1"]);
    for (const bad of ["dns.example.com", "127.0.0.1:99999", "10.0.0.1:x", ",", "1.2.3.4;rm"])
      expect(() => parseEnv({ DNS_SERVERS: bad })).toThrowError(/DNS_SERVERS: must/);
  });

  it("requires the public URL (NEXTAUTH_URL) in production only", () => {
    expect(productionProblems(parseEnv({}), "production")).toEqual([
      expect.stringMatching(/NEXTAUTH_URL: is required in production/),
    ]);
    expect(productionProblems(parseEnv({}), "development")).toEqual([]);
    expect(
      productionProblems(parseEnv({ NEXTAUTH_URL: "https://console.example.com" }), "production"),
    ).toEqual([]);
    expect(() => parseEnv({ NEXTAUTH_URL: "javascript:alert(1)" })).toThrowError(/NEXTAUTH_URL/);
  });

  it("names every bad variable in one message", () => {
    expect(() =>
      parseEnv({
        MESSAGING_API_PORT: "seventy",
        MESSAGING_API_TIMEZONE: "Mars/Olympus",
        DATABASE_URL: "mysql://x",
      }),
    ).toThrowError(
      /MESSAGING_API_PORT[\s\S]*MESSAGING_API_TIMEZONE[\s\S]*DATABASE_URL|MESSAGING_API_TIMEZONE[\s\S]*MESSAGING_API_PORT/,
    );
  });

  it.each([
    ["PORT", "0"],
    ["PORT", "70000"],
    ["MESSAGING_API_URL", "ftp://upstream"],
    ["MESSAGING_API_MAX_RPS", "0"],
    ["AUTH_SECRET", "short"],
    ["ADMIN_EMAIL", "not-an-email"],
  ])("refuses %s=%s naming it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrowError(new RegExp(`${name}:`));
  });

  it("requires client credentials or a key with a real upstream", () => {
    expect(() => parseEnv({ MESSAGING_API_URL: "https://api.example.com" })).toThrowError(
      /MESSAGING_API_CLIENT_ID/,
    );
    const withKey = parseEnv({
      MESSAGING_API_URL: "https://api.example.com/",
      MESSAGING_API_KEY: "k",
    });
    expect(withKey.embedded).toBe(false);
    expect(withKey.upstreamUrl).toBe("https://api.example.com");
    expect(withKey.upstreamClientId).toBeUndefined();
  });

  it("accepts a real timezone and PostgreSQL URL", () => {
    const e = parseEnv({
      MESSAGING_API_TIMEZONE: "Europe/Kyiv",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    expect(e.MESSAGING_API_TIMEZONE).toBe("Europe/Kyiv");
    expect(e.DATABASE_URL).toContain("postgres://");
  });
});
