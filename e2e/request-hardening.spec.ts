import { readFileSync, statSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";

import { request } from "@playwright/test";

import { BASELINE_SECURITY_HEADERS } from "../lib/security-headers";
import { signedOut } from "./auth-state";
import { expect, test } from "./fixtures";
import { OwnServers, sessionCookie, signIn } from "./own-servers";

/**
 * The smaller holes an outside probe found (issue 32, rows 7, 8, 11, 12 and 13), over
 * real HTTP against the production build: the shared console for what any console
 * must do, and an embedded Messaging API plus console of this spec's own, started as
 * `npm start` starts them, for the API's credentials and the health token.
 */
const base = () => test.info().project.use.baseURL!;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request as a client sends it: any method, any Host (fetch allows neither). */
function raw(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Raw> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: u.hostname, port: u.port, path: `${u.pathname}${u.search}`, method, headers },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += String(d)));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test.describe("a callbackUrl in any Unicode (row 7)", () => {
  const LINK = "/login?callbackUrl=%2F%E3%80%82x";

  test.describe("signed out", () => {
    test.use({ storageState: signedOut });

    test("signing in keeps the path, percent-encoded, and sets the session", async ({ page }) => {
      // the page reads the callback decoded: a path in Unicode, as the probe's
      await page.goto(
        `/login?callbackUrl=${encodeURIComponent("/email/recipients/田中@example.com")}`,
      );
      await page.getByLabel("Email").fill("support@example.com");
      await page.getByLabel("Password").fill("console-demo");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(
        (u) => u.pathname === "/email/recipients/%E7%94%B0%E4%B8%AD@example.com",
      );
      // signed in, on the console's page for it (whatever it makes of the address)
      await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
    });

    test("next-auth's sign-in with the probe's callbackUrl: 200 and a session, never a 500", async () => {
      const ctx = await request.newContext({ storageState: signedOut });
      const { csrfToken } = (await (await ctx.get(`${base()}/api/auth/csrf`)).json()) as {
        csrfToken: string;
      };
      const res = await ctx.post(`${base()}/api/auth/callback/credentials`, {
        form: {
          csrfToken,
          email: "support@example.com",
          password: "console-demo",
          callbackUrl: "/\u3002x",
          json: "true",
        },
        headers: { Origin: base() },
        maxRedirects: 0,
      });
      expect(res.status(), await res.text()).toBe(200);
      expect(((await res.json()) as { url: string }).url).toBe(`${base()}/%E3%80%82x`);
      expect(await sessionCookie(ctx)).toMatch(/session-token=\S+/);
      await ctx.dispose();
    });
  });

  test("a signed-in visit of the link redirects to the encoded path", async ({ request }) => {
    const res = await request.get(LINK, { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()["location"]).toBe("/%E3%80%82x");
  });
});

test.describe("a malformed session cookie is no session (row 8)", () => {
  for (const cookie of [
    "next-auth.session-token=%E0%A4%A",
    "__Secure-next-auth.session-token=%E0%A4%A",
  ]) {
    test(cookie, async () => {
      const get = (p: string) => raw(`${base()}${p}`, "GET", { cookie });
      expect((await get("/api/health")).status).toBe(200);
      expect((await get("/api/viber/campaigns?limit=1")).status).toBe(401);
      expect((await get("/api/auth/session")).status).toBe(200);
      const page = await get("/viber/campaigns");
      expect(page.status).toBe(307);
      expect(String(page.headers.location)).toContain("/login");
      expect((await get("/login")).status).toBe(200);
    });
  }
});

test("a write for another Host is refused in production, whatever its Origin says (row 12)", async ({
  request,
}) => {
  const port = new URL(base()).port;
  const cookie = await sessionCookie(request);
  const write = (host: string, origin: string) =>
    raw(
      `${base()}/api/viber/blacklist/check`,
      "POST",
      { host, origin, cookie, "content-type": "application/json" },
      JSON.stringify({ phones: ["380501112233"] }),
    );
  // the shape of a DNS-rebinding request: the attacker's name in both
  const rebound = await write(`evil.example:${port}`, `http://evil.example:${port}`);
  expect(rebound.status, rebound.body).toBe(421);
  expect((await write(`127.0.0.1:${port}`, `http://evil.example:${port}`)).status).toBe(403);
  expect((await write(`127.0.0.1:${port}`, base())).status).toBe(200);
});

test.describe("smaller leaks (row 13)", () => {
  test.use({ storageState: signedOut });

  test("anonymous health says only whether the console is up", async () => {
    const res = await raw(`${base()}/api/health`, "GET");
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: "ok" });
  });

  test("TRACE and other unknown methods are 405 with Allow", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      const res = await raw(`${base()}/api/health`, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
  });

  test("every answer carries Permissions-Policy, COOP and nosniff, static files included", async () => {
    const login = await raw(`${base()}/login`, "GET");
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(login.body)?.[1];
    expect(chunk, "a script of the sign-in page").toBeTruthy();
    const answers: [string, Raw][] = [["/login", login]];
    for (const p of [
      chunk!,
      "/icon.svg",
      "/",
      "/api/health",
      "/api/viber/campaigns",
      "/no-such-page",
    ])
      answers.push([p, await raw(`${base()}${p}`, "GET")]);
    answers.push(["TRACE", await raw(`${base()}/api/health`, "TRACE")]);
    expect(answers.map(([p, r]) => `${p} ${r.status}`)).toContainEqual(
      expect.stringMatching(/_next\/static.* 200/),
    );
    for (const [p, res] of answers)
      for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
        expect(res.headers[name.toLowerCase()], `${name} on ${p} (${res.status})`).toBe(value);
  });
});

test.describe("as `npm start` runs them (rows 11 and 13)", () => {
  test.describe.configure({ mode: "serial" });
  const servers = new OwnServers("request-hardening");
  const HEALTH_TOKEN = "request-hardening-health-token";
  let api = { url: "", port: 0, dataDir: "" };
  let consoleUrl = "";

  test.beforeAll(async () => {
    // the API seeds its demo data and the console creates its database: past the 60 s default
    test.setTimeout(240_000);
    api = await servers.messagingApi({ asNpmStart: true });
    // embedded, on the same DATA_DIR as the API, no credentials given: as scripts/start.mjs
    const c = await servers.console({
      MESSAGING_API_PORT: String(api.port),
      DATA_DIR: api.dataDir,
      MESSAGING_API_CLIENT_ID: "",
      MESSAGING_API_CLIENT_SECRET: "",
      HEALTH_TOKEN,
    });
    await c.ready();
    consoleUrl = c.url;
  });
  test.afterAll(() => servers.stop());

  const token = (clientSecret: string) =>
    fetch(`${api.url}/oauth/access_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: "console-demo",
        client_secret: clientSecret,
      }),
    });

  test("the published demo pair is refused; the secret generated in DATA_DIR (0600) works", async () => {
    const refused = await token("console-demo-secret");
    expect(refused.status).toBe(401);
    const file = path.join(api.dataDir, "messaging-api-client.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const { client_secret: secret } = JSON.parse(readFileSync(file, "utf8")) as {
      client_secret: string;
    };
    expect(secret).not.toBe("console-demo-secret");
    const granted = await token(secret);
    expect(granted.status).toBe(200);
  });

  test("the console reads the same file and works; health details need the token or an admin", async () => {
    const anonymous = await fetch(`${consoleUrl}/api/health`);
    expect(await anonymous.json()).toEqual({ status: "ok" });
    const wrong = await fetch(`${consoleUrl}/api/health`, {
      headers: { Authorization: "Bearer nope-nope-nope-nope" },
    });
    expect(await wrong.json()).toEqual({ status: "ok" });
    const detailed = await fetch(`${consoleUrl}/api/health`, {
      headers: { Authorization: `Bearer ${HEALTH_TOKEN}` },
    });
    expect(await detailed.json()).toMatchObject({
      status: "ok",
      process: { ok: true },
      database: { ok: true, kind: "pglite" },
      upstream: { ok: true, mode: "embedded" },
    });
    const ctx = await request.newContext({ storageState: signedOut });
    await signIn(ctx, consoleUrl, "admin@example.com");
    const admin = await fetch(`${consoleUrl}/api/health`, {
      headers: { cookie: await sessionCookie(ctx) },
    });
    expect(await admin.json()).toMatchObject({ database: { ok: true }, upstream: { ok: true } });
    await ctx.dispose();
  });
});
