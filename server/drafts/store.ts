import "server-only";

import { and, eq } from "drizzle-orm";

import type { DraftKind, DraftReply } from "@/lib/schemas/drafts";
import { db } from "@/server/db/client";
import { drafts } from "@/server/db/schema";

const where = (userId: number, kind: DraftKind) =>
  and(eq(drafts.userId, userId), eq(drafts.kind, kind));

export async function readDraft(userId: number, kind: DraftKind): Promise<DraftReply> {
  const d = await db();
  const [row] = await d.select().from(drafts).where(where(userId, kind)).limit(1);
  return {
    draft: row
      ? { data: row.data as Record<string, unknown>, updatedAt: row.updatedAt.toISOString() }
      : null,
  };
}

/** An overwrite: saving the same data twice leaves the same draft (no idempotency key needed). */
export async function saveDraft(
  userId: number,
  kind: DraftKind,
  data: Record<string, unknown>,
): Promise<{ updatedAt: string }> {
  const d = await db();
  const updatedAt = new Date();
  await d
    .insert(drafts)
    .values({ userId, kind, data, updatedAt })
    .onConflictDoUpdate({ target: [drafts.userId, drafts.kind], set: { data, updatedAt } });
  return { updatedAt: updatedAt.toISOString() };
}

export async function deleteDraft(userId: number, kind: DraftKind): Promise<{ ok: true }> {
  const d = await db();
  await d.delete(drafts).where(where(userId, kind));
  return { ok: true };
}
