import "server-only";

import { eq, sql } from "drizzle-orm";

import { db } from "@/server/db/client";
import { secondFactorAttempts } from "@/server/db/schema";

export const MAX_WRONG_CODES = 5;
export const CODE_WINDOW_MS = 15 * 60_000;

/**
 * Reserved by one atomic upsert before the code is looked at, so at most MAX_WRONG_CODES
 * are ever checked per window. Returns the minutes to wait, else 0.
 */
export async function reserveCodeAttempt(userId: number): Promise<number> {
  const windowMs = sql.raw(String(CODE_WINDOW_MS));
  const over = sql`${secondFactorAttempts.windowStart} < now() - ${windowMs} * interval '1 millisecond'`;
  const [row] = await (
    await db()
  )
    .insert(secondFactorAttempts)
    .values({ userId, count: 1 })
    .onConflictDoUpdate({
      target: secondFactorAttempts.userId,
      set: {
        count: sql`CASE WHEN ${over} THEN 1 ELSE ${secondFactorAttempts.count} + 1 END`,
        windowStart: sql`CASE WHEN ${over} THEN now() ELSE ${secondFactorAttempts.windowStart} END`,
      },
    })
    .returning({
      count: secondFactorAttempts.count,
      windowStart: secondFactorAttempts.windowStart,
    });
  if (!row || row.count <= MAX_WRONG_CODES) return 0;
  const left = row.windowStart.getTime() + CODE_WINDOW_MS - Date.now();
  return Math.max(1, Math.ceil(left / 60_000));
}

export async function clearCodeAttempts(userId: number): Promise<void> {
  await (await db()).delete(secondFactorAttempts).where(eq(secondFactorAttempts.userId, userId));
}

export const tooManyCodes = (minutes: number) =>
  `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
