// Test harness for the console's API in-process: route modules called with real
// Request objects, a signed session cookie, an in-memory console database and
// the embedded Messaging API over HTTP as the upstream.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { encode } from "next-auth/jwt";

import type { Role } from "@/lib/permissions";
import { authSecret } from "@/server/auth/secret";
import { createUser, findUserByEmail } from "@/server/auth/users";
import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { resetEnvForTests } from "@/server/env";
import type { MessagingApiOptions } from "@/server/messaging-api/app";
import { startTestMessagingApi, type TestMessagingApi } from "@/server/messaging-api/testing";

export const ORIGIN = "http://127.0.0.1:3000";

export interface ConsoleHarness {
  api: TestMessagingApi;
  cookieFor(role: Role | "disabled"): Promise<string>;
  userId(role: Role): Promise<number>;
  close(): Promise<void>;
}

export async function startConsoleHarness(
  apiOptions: MessagingApiOptions = {},
): Promise<ConsoleHarness> {
  const api = await startTestMessagingApi({ maxRps: 100_000, ...apiOptions });
  Object.assign(process.env, {
    MESSAGING_API_URL: api.url,
    MESSAGING_API_CLIENT_ID: "console-demo",
    MESSAGING_API_CLIENT_SECRET: "console-demo-secret",
    MESSAGING_API_MAX_RPS: String(apiOptions.maxRps ?? 100_000),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "console-test-")),
  });
  resetEnvForTests();
  (globalThis as { __upstream?: unknown }).__upstream = undefined;
  // Always a fresh in-memory database: the shared PostgreSQL of the scale-out tests
  // keeps rows between runs, and these tests count users and audit rows.
  const handle = await openDatabase({});
  setDatabaseForTests(handle);

  const ids = new Map<string, number>();
  async function ensure(role: Role | "disabled"): Promise<number> {
    const cached = ids.get(role);
    if (cached) return cached;
    const email = `${role}-${process.pid}-${Date.now()}@test.example`;
    const existing = await findUserByEmail(email);
    const user =
      existing ??
      (await createUser({
        email,
        name: `Test ${role}`,
        role: role === "disabled" ? "admin" : role,
        password: "a-long-test-password",
      }));
    if (role === "disabled") {
      const { updateUser } = await import("@/server/auth/users");
      await updateUser(user.id, { active: false });
    }
    ids.set(role, user.id);
    return user.id;
  }

  return {
    api,
    async cookieFor(role) {
      const uid = await ensure(role);
      const token = await encode({ token: { uid, signedInAt: Date.now() }, secret: authSecret() });
      return `next-auth.session-token=${token}`;
    },
    userId: (role) => ensure(role),
    async close() {
      setDatabaseForTests(undefined);
      await handle.close();
      await api.close();
    },
  };
}

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

/** Calls a route module's handler like Next does. */
export async function callRoute(
  handler: Handler,
  opts: {
    method: string;
    path: string;
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    cookie?: string;
    origin?: string | null;
    idempotencyKey?: string;
    contentType?: string;
  },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read reply fields freely
): Promise<{ status: number; body: any; headers: Headers }> {
  const url = new URL(opts.path, ORIGIN);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers();
  if (opts.cookie) headers.set("cookie", opts.cookie);
  const write = opts.method !== "GET";
  if (write && opts.origin !== null) headers.set("origin", opts.origin ?? ORIGIN);
  if (write) headers.set("content-type", opts.contentType ?? "application/json");
  if (opts.idempotencyKey) headers.set("idempotency-key", opts.idempotencyKey);
  headers.set("host", url.host);
  const req = new Request(url, {
    method: opts.method,
    headers,
    body:
      write && opts.body !== undefined
        ? typeof opts.body === "string"
          ? opts.body
          : JSON.stringify(opts.body)
        : undefined,
  });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* CSV or empty */
  }
  return { status: res.status, body, headers: res.headers };
}
