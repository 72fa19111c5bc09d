import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { checkSignInFields, signInWithPassword, signOut } from "./auth-client";

const ORIGIN = "http://console.test";

interface Sent {
  url: string;
  method: string;
  body: URLSearchParams | null;
}

let sent: Sent[];
let assigned: string[];

/** fetch answering /api/auth/csrf with a token and everything else with `answer` */
function serve(answer: { status: number; body: unknown }) {
  vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
    sent.push({
      url,
      method: init?.method ?? "GET",
      body: init?.body instanceof URLSearchParams ? init.body : null,
    });
    if (url === "/api/auth/csrf") return Response.json({ csrfToken: "tok-1" });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
}

beforeEach(() => {
  sent = [];
  assigned = [];
  vi.stubGlobal("window", {
    location: { origin: ORIGIN, assign: (u: string) => assigned.push(u) },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("checkSignInFields", () => {
  it("says what is missing at each field", () => {
    expect(checkSignInFields({ email: "", password: "" })).toEqual({
      email: "Enter your email address",
      password: "Enter your password",
    });
    expect(checkSignInFields({ email: "admin@", password: "x" })).toEqual({
      email: "Enter your email address",
    });
    expect(checkSignInFields({ email: "admin@example.com", password: "x" })).toEqual({});
  });
});

describe("signInWithPassword", () => {
  it("posts the fields with a CSRF token to the path the sign-in gate watches", async () => {
    serve({ status: 200, body: { url: `${ORIGIN}/email/log` } });
    const res = await signInWithPassword(
      { email: "admin@example.com", password: "console-demo" },
      "/email/log",
    );
    expect(res).toEqual({ ok: true, url: `${ORIGIN}/email/log` });
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      "GET /api/auth/csrf",
      "POST /api/auth/callback/credentials",
    ]);
    expect(Object.fromEntries(sent[1]!.body!)).toEqual({
      email: "admin@example.com",
      password: "console-demo",
      callbackUrl: "/email/log",
      csrfToken: "tok-1",
      json: "true",
    });
  });

  it("returns next-auth's error code for wrong credentials", async () => {
    serve({ status: 401, body: { url: `${ORIGIN}/login?error=CredentialsSignin` } });
    const res = await signInWithPassword({ email: "a@example.com", password: "no" }, "/");
    expect(res).toEqual({ ok: false, error: "CredentialsSignin" });
  });

  it("returns the front door's message when sign-ins are refused with a Retry-After", async () => {
    const message = "Too many sign-ins, try again in 3 s.";
    const url = new URL("/login", ORIGIN);
    url.searchParams.set("error", message);
    serve({
      status: 429,
      body: { url: url.toString(), error: { code: "rate_limited", message, retryAfter: 3 } },
    });
    const res = await signInWithPassword({ email: "a@example.com", password: "x" }, "/");
    expect(res).toEqual({ ok: false, error: message });
  });

  it("says the console did not answer when there is no URL to read", async () => {
    serve({ status: 502, body: "Bad gateway" });
    const res = await signInWithPassword({ email: "a@example.com", password: "x" }, "/");
    expect(res).toEqual({ ok: false, error: "The console answered 502. Try again." });
  });
});

describe("signOut", () => {
  it("posts to next-auth's sign-out with a CSRF token and opens the page it names", async () => {
    serve({ status: 200, body: { url: `${ORIGIN}/login` } });
    await signOut("/login");
    expect(sent[1]!.url).toBe("/api/auth/signout");
    expect(sent[1]!.body!.get("csrfToken")).toBe("tok-1");
    expect(assigned).toEqual([`${ORIGIN}/login`]);
  });
});
