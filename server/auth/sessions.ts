import "server-only";

import { randomBytes } from "node:crypto";

import { and, eq, isNull, lt, ne } from "drizzle-orm";

import { database, db } from "@/server/db/client";
import { sessions } from "@/server/db/schema";

/**
 * Server-side sessions. The session cookie (a next-auth JWT) names a row here by
 * its random id; a request is signed in only while that row exists, is not
 * revoked and is within its absolute limit. Signing out revokes the row, so the
 * cookie is worthless from then on — on every instance: with PostgreSQL the
 * revocation is told to the others by NOTIFY, and a cached "live" answer is at
 * most LIVE_TTL_MS old should that message be missed. PGlite has one process.
 *
 * What a check costs: the answer is kept per process (bounded), so a busy
 * session reads its row about once every LIVE_TTL_MS.
 */
const CHANNEL = "console_sessions_revoked";
const LIVE_TTL_MS = { pglite: 60_000, postgres: 2_000 };
const KEPT_MAX = 10_000;

interface Known {
  live: boolean;
  userId: number;
  expiresAt: number;
  at: number;
}

interface SessionCache {
  known: Map<string, Known>;
  ttlMs: number;
  /** bumped by every revocation: a read that began before one must not store what it read */
  generation: number;
}

/**
 * Per database handle, on globalThis: route handlers (where sign-out revokes) and
 * pages are separate bundles with their own copies of this module, and a page
 * must not go on trusting a session that a route has ended.
 */
const caches = ((
  globalThis as { __consoleSessionCaches?: WeakMap<object, Promise<SessionCache>> }
).__consoleSessionCaches ??= new WeakMap());

function cacheFor(): Promise<SessionCache> {
  return database().then((handle) => {
    let cache = caches.get(handle);
    if (!cache) {
      cache = (async () => {
        const c: SessionCache = {
          known: new Map(),
          ttlMs: LIVE_TTL_MS[handle.kind],
          generation: 0,
        };
        if (handle.listen) {
          try {
            await handle.listen(CHANNEL, (id) => forget(c, id));
          } catch (err) {
            c.ttlMs = 0;
            console.warn(`[console] sessions cache: LISTEN failed, not caching (${String(err)})`);
          }
        }
        return c;
      })();
      caches.set(handle, cache);
    }
    return cache;
  });
}

function forget(cache: SessionCache, id: string): void {
  cache.generation++;
  if (id === "*") cache.known.clear();
  else cache.known.delete(id);
}

async function announce(id: string): Promise<void> {
  const handle = await database();
  const cache = await caches.get(handle);
  if (cache) forget(cache, id);
  await handle.notify?.(CHANNEL, id).catch((err: unknown) => {
    console.warn(`[console] sessions cache: NOTIFY failed (${String(err)})`);
  });
}

/** A new session for a user who just signed in; its id goes into the cookie. */
export async function createSession(userId: number, lifetimeMs: number): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const now = Date.now();
  const d = await db();
  await d.insert(sessions).values({ id, userId, expiresAt: new Date(now + lifetimeMs) });
  // sessions past their limit by a day are of no use to anyone
  await d.delete(sessions).where(lt(sessions.expiresAt, new Date(now - 24 * 3600_000)));
  return id;
}

/**
 * Whether a session may still be used, and by whom: a revoked, unknown or
 * expired session is null. Unknown ids are not kept (a forged id must not grow
 * the map).
 */
export async function liveSession(id: string): Promise<{ userId: number } | null> {
  const cache = await cacheFor();
  const now = Date.now();
  const hit = cache.known.get(id);
  if (hit && now - hit.at < cache.ttlMs) {
    return hit.live && hit.expiresAt > now ? { userId: hit.userId } : null;
  }
  const generation = cache.generation;
  const rows = await (
    await db()
  )
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const known: Known = {
    live: row.revokedAt === null,
    userId: row.userId,
    expiresAt: row.expiresAt.getTime(),
    at: now,
  };
  if (cache.ttlMs > 0 && generation === cache.generation) {
    if (cache.known.size >= KEPT_MAX) cache.known.delete(cache.known.keys().next().value!);
    cache.known.set(id, known);
  }
  return known.live && known.expiresAt > now ? { userId: known.userId } : null;
}

/** Ends one session (sign-out). Revoking twice is harmless. */
export async function revokeSession(id: string): Promise<void> {
  await (
    await db()
  )
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await announce(id);
}

/** Ends every other session of a user (their own password change); how many there were. */
export async function revokeOtherSessions(userId: number, keepId: string): Promise<number> {
  const ended = await (
    await db()
  )
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length) await announce("*");
  return ended.length;
}
