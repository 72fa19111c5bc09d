import "server-only";

import { and, eq, sql } from "drizzle-orm";

import type { DraftKind, DraftReply, DraftSaved, SavedDraft } from "@/lib/drafts/schema";
import { db } from "@/server/db/client";
import { drafts } from "@/server/db/schema";

const where = (userId: number, kind: DraftKind) =>
  and(eq(drafts.userId, userId), eq(drafts.kind, kind));

const nextVersion = sql`nextval('draft_versions')`;

export async function readDraft(userId: number, kind: DraftKind): Promise<DraftReply> {
  const d = await db();
  const [row] = await d.select().from(drafts).where(where(userId, kind)).limit(1);
  return {
    draft: row
      ? {
          data: row.data as Record<string, unknown>,
          updatedAt: row.updatedAt.toISOString(),
          version: row.version,
        }
      : null,
  };
}

export type SaveOutcome =
  ({ saved: true } & DraftSaved) | { saved: false; current: SavedDraft | null };

/**
 * `baseVersion`: null "there was no draft", a number the version read, undefined overwrite.
 * One statement each, so two saves based on the same version cannot both succeed.
 */
export async function saveDraft(
  userId: number,
  kind: DraftKind,
  data: Record<string, unknown>,
  baseVersion?: number | null,
): Promise<SaveOutcome> {
  const d = await db();
  const updatedAt = new Date();
  const returning = { version: drafts.version };
  const rows =
    baseVersion === undefined
      ? await d
          .insert(drafts)
          .values({ userId, kind, data, updatedAt })
          .onConflictDoUpdate({
            target: [drafts.userId, drafts.kind],
            set: { data, updatedAt, version: nextVersion },
          })
          .returning(returning)
      : baseVersion === null
        ? await d
            .insert(drafts)
            .values({ userId, kind, data, updatedAt })
            .onConflictDoNothing()
            .returning(returning)
        : await d
            .update(drafts)
            .set({ data, updatedAt, version: nextVersion })
            .where(and(where(userId, kind), eq(drafts.version, baseVersion)))
            .returning(returning);
  const [row] = rows;
  if (row) return { saved: true, updatedAt: updatedAt.toISOString(), version: row.version };
  return { saved: false, current: (await readDraft(userId, kind)).draft };
}

export async function deleteDraft(userId: number, kind: DraftKind): Promise<{ ok: true }> {
  const d = await db();
  await d.delete(drafts).where(where(userId, kind));
  return { ok: true };
}
