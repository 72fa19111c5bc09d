import "server-only";

import { and, count, eq, gt, lt, or } from "drizzle-orm";

import { db } from "@/server/db/client";
import { loginFailures } from "@/server/db/schema";

const WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Login throttling per account and per IP, in the console database so every
 * instance sees the same counts. Returns the minutes to wait, or 0.
 */
export async function throttledFor(email: string, ip: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS);
  const d = await db();
  const rows = await d
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.at, since),
        or(eq(loginFailures.key, accountKey(email)), eq(loginFailures.key, ipKey(ip))),
      ),
    )
    .groupBy(loginFailures.key);
  const byKey = new Map(rows.map((r) => [r.key, Number(r.n)]));
  const blocked =
    (byKey.get(accountKey(email)) ?? 0) >= MAX_FAILURES_PER_ACCOUNT ||
    (byKey.get(ipKey(ip)) ?? 0) >= MAX_FAILURES_PER_IP;
  return blocked ? Math.ceil(WINDOW_MS / 60_000) : 0;
}

export async function recordLoginFailure(email: string, ip: string): Promise<void> {
  const d = await db();
  await d.insert(loginFailures).values([{ key: accountKey(email) }, { key: ipKey(ip) }]);
  // keep the table small
  await d.delete(loginFailures).where(lt(loginFailures.at, new Date(Date.now() - 2 * WINDOW_MS)));
}

export async function clearLoginFailures(email: string): Promise<void> {
  await (await db()).delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}
