import "server-only";

import { and, count, gt, inArray, lt, max, sql } from "drizzle-orm";

import { db } from "@/server/db/client";
import { loginFailures } from "@/server/db/schema";

import type { Device } from "./device-cookie";

/**
 * Failures lock out (account, device or address) pairs, never an account, so nobody
 * can lock another out; known devices never feel the untrusted total. Attempts are
 * reserved under a lock per key before hashing, so concurrent ones cannot overshoot.
 */
const WINDOW_MS = 15 * 60_000;
const FIRST_DELAY_MS = 30_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
/** untrusted attempts at one account from all addresses together */
export const MAX_UNTRUSTED_PER_ACCOUNT = 50;

export interface Attempt {
  email: string;
  address: string;
  device?: Device | null;
  sessionId?: string;
}

interface Key {
  key: string;
  free: number;
  pair: boolean;
}

const norm = (email: string) => email.trim().toLowerCase();

function keysFor(a: Attempt): Key[] {
  const email = norm(a.email);
  if (a.sessionId)
    return [{ key: `session:${email}:${a.sessionId}`, free: MAX_FAILURES_PER_ACCOUNT, pair: true }];
  if (a.device && a.device.email === email)
    return [{ key: `device:${email}:${a.device.id}`, free: MAX_FAILURES_PER_ACCOUNT, pair: true }];
  return [
    { key: `account:${email}:${a.address}`, free: MAX_FAILURES_PER_ACCOUNT, pair: true },
    { key: `ip:${a.address}`, free: MAX_FAILURES_PER_IP, pair: false },
    { key: `untrusted:${email}`, free: MAX_UNTRUSTED_PER_ACCOUNT, pair: false },
  ];
}

export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(WINDOW_MS, FIRST_DELAY_MS * 2 ** (failures - free));
}

export type Reservation =
  { ok: true; ids: number[]; keys: Key[] } | { ok: false; waitSeconds: number };

export async function reserveAttempt(a: Attempt, now = Date.now()): Promise<Reservation> {
  const keys = keysFor(a);
  const since = new Date(now - WINDOW_MS);
  const d = await db();
  return d.transaction(async (tx) => {
    // one lock per key, in one order: attempts at the same key queue here, on every instance
    for (const k of [...keys].sort((x, y) => x.key.localeCompare(y.key)))
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x10c4}, hashtext(${k.key}))`);
    const rows = await tx
      .select({ key: loginFailures.key, n: count(), last: max(loginFailures.at) })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          inArray(
            loginFailures.key,
            keys.map((k) => k.key),
          ),
        ),
      )
      .groupBy(loginFailures.key);
    let waitMs = 0;
    for (const k of keys) {
      const row = rows.find((r) => r.key === k.key);
      const n = Number(row?.n ?? 0);
      const last = row?.last ? new Date(row.last).getTime() : 0;
      waitMs = Math.max(waitMs, last + delayAfter(n, k.free) - now);
    }
    if (waitMs > 0) return { ok: false as const, waitSeconds: Math.ceil(waitMs / 1000) };
    const inserted = await tx
      .insert(loginFailures)
      .values(keys.map((k) => ({ key: k.key, at: new Date(now) })))
      .returning({ id: loginFailures.id });
    return { ok: true as const, ids: inserted.map((r) => r.id), keys };
  });
}

export async function attemptSucceeded(r: Extract<Reservation, { ok: true }>): Promise<void> {
  const d = await db();
  await d.delete(loginFailures).where(inArray(loginFailures.id, r.ids));
  const pairs = r.keys.filter((k) => k.pair).map((k) => k.key);
  if (pairs.length) await d.delete(loginFailures).where(inArray(loginFailures.key, pairs));
}

export async function attemptFailed(): Promise<void> {
  const d = await db();
  await d.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * WINDOW_MS)));
}

export function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
