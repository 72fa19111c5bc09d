import "server-only";

import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";

import { updateUser } from "@/server/auth/users";
import { db } from "@/server/db/client";
import { recoveryCodes, totpFactors, users } from "@/server/db/schema";

import {
  codeKind,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  normaliseCode,
  RECOVERY_CODE_COUNT,
  totpFor,
  totpStep,
} from "./codes";

/** `users.two_factor_since` is read with every session check: changes must drop the cached row. */
async function markUser(userId: number, on: boolean): Promise<void> {
  await (
    await db()
  )
    .update(users)
    .set({ twoFactorSince: on ? new Date() : null })
    .where(eq(users.id, userId));
  await updateUser(userId, {}); // drops the cached row here and on the other instances
}

export async function beginEnrolment(user: { id: number; email: string }) {
  const secret = newTotpSecret();
  const d = await db();
  const stored = encryptSecret(secret, user.id);
  const [existing] = await d.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
  if (existing?.confirmedAt) return null;
  await d
    .insert(totpFactors)
    .values({ userId: user.id, secret: stored })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret: stored, createdAt: new Date(), lastStep: null },
      setWhere: isNull(totpFactors.confirmedAt),
    });
  return { secret, uri: totpFor(secret, user.email).toString() };
}

async function newRecoveryCodes(userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const d = await db();
  await d.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await d
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  return codes;
}

export async function confirmEnrolment(userId: number, code: string): Promise<string[] | null> {
  const d = await db();
  const [row] = await d.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  if (!row || row.confirmedAt) return null;
  const secret = decryptSecret(row.secret, userId);
  const step = secret ? totpStep(secret, normaliseCode(code)) : null;
  if (step === null) return null;
  const done = await d
    .update(totpFactors)
    .set({ confirmedAt: new Date(), lastStep: step })
    .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.confirmedAt)))
    .returning({ userId: totpFactors.userId });
  if (!done.length) return null;
  const codes = await newRecoveryCodes(userId);
  await markUser(userId, true);
  return codes;
}

/** One atomic UPDATE each, so a code cannot be used twice, not even by two requests at once. */
export async function spendCode(
  userId: number,
  input: string,
): Promise<"totp" | "recovery" | null> {
  const kind = codeKind(input);
  const d = await db();
  if (kind === "recovery") {
    const spent = await d
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashRecoveryCode(input)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return spent.length ? "recovery" : null;
  }
  if (kind !== "totp") return null;
  const [row] = await d
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  const secret = row && decryptSecret(row.secret, userId);
  const step = secret ? totpStep(secret, normaliseCode(input)) : null;
  if (step === null) return null;
  const spent = await d
    .update(totpFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step)),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return spent.length ? "totp" : null;
}

export async function removeSecondFactor(userId: number): Promise<boolean> {
  const d = await db();
  const gone = await d
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ confirmedAt: totpFactors.confirmedAt });
  await d.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await markUser(userId, false);
  return gone.some((g) => g.confirmedAt !== null);
}

export async function secondFactorStatus(userId: number) {
  const d = await db();
  const [row] = await d.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  const [left] = await d
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return {
    enabled: !!row?.confirmedAt,
    since: row?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: Number(left?.n ?? 0),
  };
}

export async function usersWithSecondFactor(): Promise<number[]> {
  const rows = await (
    await db()
  )
    .select({ id: users.id })
    .from(users)
    .where(isNotNull(users.twoFactorSince));
  return rows.map((r) => r.id);
}
