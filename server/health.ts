import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";

import { can } from "@/lib/permissions";
import type { CurrentUser } from "@/server/auth/current-user";
import { database, pingDatabase } from "@/server/db/client";
import { upstream } from "@/server/upstream";

import { env } from "./env";

export interface HealthReport {
  status: "ok" | "degraded";
  process: { ok: true; uptimeSeconds: number };
  database: { ok: boolean; kind?: string; latencyMs?: number; error?: string };
  upstream: { ok: boolean; mode: "embedded" | "external"; latencyMs?: number; error?: string };
}

const UPSTREAM_CHECK_TTL_MS = 10_000;
let lastUpstream: { at: number; value: HealthReport["upstream"] } | null = null;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - started), value };
}

async function checkUpstream(): Promise<HealthReport["upstream"]> {
  // Health is public: the upstream check is cached so it cannot spend the account's budget.
  if (lastUpstream && Date.now() - lastUpstream.at < UPSTREAM_CHECK_TTL_MS)
    return lastUpstream.value;
  const mode = env().embedded ? "embedded" : "external";
  let value: HealthReport["upstream"];
  try {
    const { ms } = await timed(() => upstream().userInfo());
    value = { ok: true, mode, latencyMs: ms };
  } catch (err) {
    // The error's message is already in words for people and names no URL or secret.
    value = { ok: false, mode, error: err instanceof Error ? err.message : "unreachable" };
  }
  lastUpstream = { at: Date.now(), value };
  return value;
}

async function checkDatabase(): Promise<HealthReport["database"]> {
  try {
    const { ms } = await timed(pingDatabase);
    return { ok: true, kind: (await database()).kind, latencyMs: ms };
  } catch {
    return { ok: false, error: "The console database is not reachable." };
  }
}

export async function healthReport(): Promise<HealthReport> {
  const [db, up] = await Promise.all([checkDatabase(), checkUpstream()]);
  return {
    status: db.ok && up.ok ? "ok" : "degraded",
    process: { ok: true, uptimeSeconds: Math.round(process.uptime()) },
    database: db,
    upstream: up,
  };
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** An admin's session or HEALTH_TOKEN; anyone else learns only whether the console is up. */
export function mayReadHealthDetails(request: Request, user: CurrentUser | null): boolean {
  if (user && !user.mustChangePassword && can(user.role, "users:manage")) return true;
  const token = env().HEALTH_TOKEN;
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return !!token && !!m?.[1] && timingSafeEqual(digest(m[1]), digest(token));
}
