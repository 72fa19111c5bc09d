import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import type { Role } from "@/lib/permissions";
import type { PublicUser } from "@/lib/schemas/users";
import { db } from "@/server/db/client";
import { notifiedCache } from "@/server/db/notified-cache";
import { users } from "@/server/db/schema";
import { BYTE_BUDGETS } from "@/server/memory/byte-budgets";

import { hashPassword } from "./password";

export type UserRow = typeof users.$inferSelect;

/** What the console shows of a user: never the hash. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: u.active,
    createdAt: u.createdAt.toISOString(),
    grants: u.grants,
  };
}

export async function findUserByEmail(email: string): Promise<UserRow | undefined> {
  const rows = await (
    await db()
  )
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findUserById(id: number): Promise<UserRow | undefined> {
  const rows = await (await db()).select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * Every request resolves its session to a user row; reading it from the database
 * each time was the largest cost of a console API call (see bench/LIMITS.md). The
 * row is kept in memory and dropped whenever this process changes the user; with
 * PostgreSQL, other instances hear of the change by NOTIFY and drop theirs too, and
 * a short lifetime bounds how stale a copy can get if that message is missed
 * (the listening connection reconnecting). PGlite has one process: nothing else
 * writes its users.
 */
const sessionUsers = notifiedCache<UserRow>({
  channel: "console_users_changed",
  ttlMs: { pglite: 60_000, postgres: 2_000 },
  maxEntries: 100_000,
  maxBytes: BYTE_BUDGETS.sessionUsers,
});

/** Tests lengthen the lifetime so that only NOTIFY can explain a copy being dropped. */
export function setSessionUserLifetimeForTests(ms: number | undefined): void {
  lifetimeOverride = ms;
}
let lifetimeOverride: number | undefined;

/** A user row for session checks: at most a moment old, never older than this process's own changes. */
export function findSessionUser(id: number): Promise<UserRow | undefined> {
  // unknown ids are not kept (a forged id must not grow the map); the rest is one row per user
  return sessionUsers.get(String(id), () => findUserById(id), lifetimeOverride);
}

function forgetSessionUser(id: number): Promise<void> {
  return sessionUsers.forget(String(id));
}

export async function listUsers(): Promise<PublicUser[]> {
  return (await (await db()).select().from(users).orderBy(asc(users.email))).map(toPublicUser);
}

export class UserExistsError extends Error {}

/** How long a temporary password an admin hands on can be used (to sign in and change it). */
export const TEMPORARY_PASSWORD_MS = 24 * 3600_000;

const temporaryUntil = (temporary: boolean | undefined) =>
  temporary ? new Date(Date.now() + TEMPORARY_PASSWORD_MS) : null;

export async function createUser(input: {
  email: string;
  name: string;
  role: Role;
  password?: string;
  /** a password someone else knows (an admin's): it expires and must be changed at first sign-in */
  temporary?: boolean;
}): Promise<PublicUser> {
  if (await findUserByEmail(input.email))
    throw new UserExistsError(`A user with the email ${input.email} exists already.`);
  const [row] = await (
    await db()
  )
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      name: input.name.trim(),
      role: input.role,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      passwordTemporaryUntil: input.password ? temporaryUntil(input.temporary) : null,
    })
    .returning();
  return toPublicUser(row!);
}

/**
 * Role, active flag, name or password. Disabling or resetting the password voids
 * the user's existing sessions (their next request is refused); a user changing
 * their own password (`keepSessions`) ends their other sessions instead
 * (server/auth/password-change.ts).
 */
export async function updateUser(
  id: number,
  change: {
    role?: Role;
    active?: boolean;
    name?: string;
    password?: string;
    /** with `password`: a temporary one (see createUser) */
    temporary?: boolean;
    /** with `password`: the user's own change, which must not sign them out here */
    keepSessions?: boolean;
    /** permissions granted beyond the role's: the whole new list */
    grants?: string[];
  },
): Promise<PublicUser | undefined> {
  const values: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (change.role) values.role = change.role;
  if (change.name) values.name = change.name.trim();
  if (change.active !== undefined) values.active = change.active;
  if (change.grants) values.grants = change.grants;
  if (change.password) {
    values.passwordHash = await hashPassword(change.password);
    values.passwordTemporaryUntil = temporaryUntil(change.temporary);
  }
  if ((change.password && !change.keepSessions) || change.active === false)
    values.sessionsValidAfter = new Date();
  const [row] = await (await db()).update(users).set(values).where(eq(users.id, id)).returning();
  await forgetSessionUser(id);
  return row ? toPublicUser(row) : undefined;
}

export async function countActiveAdmins(): Promise<number> {
  const rows = await (await db()).select().from(users).where(eq(users.role, "admin"));
  return rows.filter((u) => u.active).length;
}
