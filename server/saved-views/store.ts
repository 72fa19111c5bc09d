import "server-only";

import { and, asc, count, eq, sql } from "drizzle-orm";

import {
  normaliseViewQuery,
  SAVED_VIEWS_MAX,
  type SavedView,
  type SavedViewPage,
} from "@/lib/saved-views/schema";
import { db } from "@/server/db/client";
import { savedViews } from "@/server/db/schema";
import { HttpError } from "@/server/errors";

/** Every statement names the user: someone else's view is "not found", like a missing id. */

type Row = typeof savedViews.$inferSelect;
const toView = (r: Row): SavedView => ({
  id: r.id,
  page: r.page as SavedViewPage,
  name: r.name,
  query: r.query,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const notFound = () => new HttpError("not_found", "That saved view no longer exists.");

function checkedQuery(page: SavedViewPage, raw: string): string {
  const n = normaliseViewQuery(page, raw);
  if (!n.ok) throw new HttpError("validation_failed", n.error, { "body.query": n.error });
  return n.query;
}

const nameTaken = (name: string) =>
  new HttpError("validation_failed", `You already have a view called "${name}".`, {
    "body.name": `You already have a view called "${name}"`,
  });

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export async function listSavedViews(userId: number, page: SavedViewPage): Promise<SavedView[]> {
  const d = await db();
  const rows = await d
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.page, page)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map(toView);
}

export async function createSavedView(
  userId: number,
  input: { page: SavedViewPage; name: string; query: string },
): Promise<SavedView> {
  const query = checkedQuery(input.page, input.query);
  const d = await db();
  try {
    return await d.transaction(async (tx) => {
      // one user's creates queue here, so the cap holds even for concurrent saves
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5a7e_d000}, ${userId})`);
      const [held] = await tx
        .select({ n: count() })
        .from(savedViews)
        .where(and(eq(savedViews.userId, userId), eq(savedViews.page, input.page)));
      if ((held?.n ?? 0) >= SAVED_VIEWS_MAX) {
        const message = `You already keep ${SAVED_VIEWS_MAX} saved views, the most there can be: delete one you no longer use first.`;
        throw new HttpError("validation_failed", message, { "body.name": message });
      }
      const [row] = await tx
        .insert(savedViews)
        .values({ userId, page: input.page, name: input.name, query })
        .returning();
      return toView(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(input.name);
    throw err;
  }
}

export async function updateSavedView(
  userId: number,
  id: number,
  change: { name?: string; query?: string },
): Promise<SavedView> {
  const d = await db();
  const [current] = await d
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .limit(1);
  if (!current) throw notFound();
  const set: Partial<Row> = { updatedAt: new Date() };
  if (change.name !== undefined) set.name = change.name;
  if (change.query !== undefined)
    set.query = checkedQuery(current.page as SavedViewPage, change.query);
  try {
    const [row] = await d
      .update(savedViews)
      .set(set)
      .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(change.name ?? current.name);
    throw err;
  }
}

export async function deleteSavedView(userId: number, id: number): Promise<{ ok: true }> {
  const d = await db();
  const gone = await d
    .delete(savedViews)
    .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId)))
    .returning({ id: savedViews.id });
  if (gone.length === 0) throw notFound();
  return { ok: true };
}
