// Test harness for the console's API in-process: route modules called with real
// Request objects, a signed session cookie, an in-memory console database and
// the embedded Messaging API over HTTP as the upstream.
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { MessagingApiOptions } from "@messaging-console/messaging-api/app";
import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { DEMO_VIBER_TEMPLATES } from "@messaging-console/messaging-api/viber/demo-content";
import { encode } from "next-auth/jwt";

import type { Role } from "@/lib/permissions";
import { ABSOLUTE_SESSION_MS } from "@/server/auth/current-user";
import { authSecret } from "@/server/auth/secret";
import { createSession } from "@/server/auth/sessions";
import { createUser, findUserByEmail } from "@/server/auth/users";
import { openDatabase, setDatabaseForTests } from "@/server/db/client";
import { resetEnvForTests } from "@/server/env";

export const ORIGIN = "http://127.0.0.1:3000";

/** A campaign the console's create accepts on the demo data: sender 1, an approved template's text. */
export const demoCampaign = (name: string) => ({
  task_name: name,
  message_type: 3,
  sender_id: 1,
  message_live_time: 3600,
  send_date: "now",
  recipients: ["380501234567"],
  message: DEMO_VIBER_TEMPLATES[0],
});

export interface ConsoleHarness extends ConsoleOn {
  api: TestMessagingApi;
}

/** The console's in-process state on some upstream: a fresh database and signed sessions. */
export interface ConsoleOn {
  cookieFor(role: Role | "disabled"): Promise<string>;
  /** a signed-in session of any user of the console database */
  cookieForUser(uid: number): Promise<string>;
  userId(role: Role): Promise<number>;
  close(): Promise<void>;
}

/** The console against the embedded Messaging API (started here, in memory). */
export async function startConsoleHarness(
  apiOptions: MessagingApiOptions = {},
): Promise<ConsoleHarness> {
  const api = await startTestMessagingApi({ maxRps: 100_000, ...apiOptions });
  const on = await startConsoleOn({
    url: api.url,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    maxRps: apiOptions.maxRps ?? 100_000,
  });
  return {
    ...on,
    api,
    async close() {
      await on.close();
      await api.close();
    },
  };
}

/**
 * The console against any upstream (the embedded API, or a stand-in answering
 * the real service's reply samples): its configuration, a fresh in-memory
 * console database, and users of each role to sign sessions for.
 */
export async function startConsoleOn(upstream: {
  url: string;
  clientId: string;
  clientSecret: string;
  maxRps: number;
}): Promise<ConsoleOn> {
  Object.assign(process.env, {
    MESSAGING_API_URL: upstream.url,
    MESSAGING_API_CLIENT_ID: upstream.clientId,
    MESSAGING_API_CLIENT_SECRET: upstream.clientSecret,
    MESSAGING_API_MAX_RPS: String(upstream.maxRps),
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

  async function cookieForUser(uid: number): Promise<string> {
    const sid = await createSession(uid, ABSOLUTE_SESSION_MS);
    const token = await encode({
      token: { uid, sid, signedInAt: Date.now() },
      secret: authSecret(),
    });
    return `next-auth.session-token=${token}`;
  }

  return {
    cookieFor: async (role) => cookieForUser(await ensure(role)),
    cookieForUser,
    userId: (role) => ensure(role),
    async close() {
      setDatabaseForTests(undefined);
      await handle.close();
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
    headers?: Record<string, string>;
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
  for (const [k, v] of Object.entries(opts.headers ?? {})) headers.set(k, v);
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

const API_DIR = path.join(process.cwd(), "app", "api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

export type RouteHandler = Handler & { spec?: unknown };

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith("[...") ? [] : routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

/** Every handler under app/api, keyed `METHOD /api/path` as lib/api-routes.ts names them. */
export async function loadRouteHandlers(): Promise<Map<string, RouteHandler>> {
  const handlers = new Map<string, RouteHandler>();
  for (const file of routeFiles(API_DIR)) {
    const urlPath = "/api/" + path.relative(API_DIR, path.dirname(file)).split(path.sep).join("/");
    const mod = (await import(file)) as Record<string, RouteHandler>;
    for (const m of METHODS) if (mod[m]) handlers.set(`${m} ${urlPath}`, mod[m]);
  }
  return handlers;
}
