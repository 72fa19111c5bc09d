import "server-only";

import { randomBytes } from "node:crypto";

import { and, eq, isNull, lt, ne } from "drizzle-orm";

import { db } from "@/server/db/client";
import { notifiedCache } from "@/server/db/notified-cache";
import { sessions } from "@/server/db/schema";
import { BYTE_BUDGETS } from "@/server/memory/byte-budgets";

/**
 * Server-side sessions: the cookie names a row, so signing out makes it worthless on
 * every instance (NOTIFY; a cached "live" answer is at most 2 s old with PostgreSQL).
 */
interface Known {
  live: boolean;
  pending: boolean;
  userId: number;
  expiresAt: number;
}

const known = notifiedCache<Known>({
  channel: "console_sessions_revoked",
  ttlMs: { pglite: 60_000, postgres: 2_000 },
  maxEntries: 10_000,
  maxBytes: BYTE_BUDGETS.sessions,
});

export async function createSession(
  userId: number,
  lifetimeMs: number,
  secondFactorPending = false,
): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const now = Date.now();
  const d = await db();
  await d
    .insert(sessions)
    .values({ id, userId, expiresAt: new Date(now + lifetimeMs), secondFactorPending });
  // sessions past their limit by a day are of no use to anyone
  await d.delete(sessions).where(lt(sessions.expiresAt, new Date(now - 24 * 3600_000)));
  return id;
}

/** Unknown ids are not kept: a forged id must not grow the map. */
export async function liveSession(
  id: string,
): Promise<{ userId: number; secondFactorPending: boolean } | null> {
  const session = await known.get(id, async () => {
    const [row] = await (
      await db()
    )
      .select({
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        pending: sessions.secondFactorPending,
      })
      .from(sessions)
      .where(eq(sessions.id, id))
      .limit(1);
    return (
      row && {
        live: row.revokedAt === null,
        pending: row.pending,
        userId: row.userId,
        expiresAt: row.expiresAt.getTime(),
      }
    );
  });
  return session?.live && session.expiresAt > Date.now()
    ? { userId: session.userId, secondFactorPending: session.pending }
    : null;
}

export async function clearSecondFactorPending(id: string): Promise<void> {
  await (
    await db()
  )
    .update(sessions)
    .set({ secondFactorPending: false })
    .where(eq(sessions.id, id));
  await known.forget(id);
}

export async function revokeSession(id: string): Promise<void> {
  await (
    await db()
  )
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await known.forget(id);
}

export async function revokeOtherSessions(userId: number, keepId: string): Promise<number> {
  const ended = await (
    await db()
  )
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length) await known.forget("*");
  return ended.length;
}
