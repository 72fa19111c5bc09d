import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import type { Role } from "@/lib/permissions";
import type { PublicUser } from "@/lib/users/schema";
import { db } from "@/server/db/client";
import { notifiedCache } from "@/server/db/notified-cache";
import { users } from "@/server/db/schema";
import { BYTE_BUDGETS } from "@/server/memory/byte-budgets";

import { hashPassword } from "./password";

export type UserRow = typeof users.$inferSelect;

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
 * Session checks read the user row on every request (the largest cost of an API call):
 * kept in memory, dropped on change (other instances by NOTIFY, else a short lifetime).
 */
const sessionUsers = notifiedCache<UserRow>({
  channel: "console_users_changed",
  ttlMs: { pglite: 60_000, postgres: 2_000 },
  maxEntries: 100_000,
  maxBytes: BYTE_BUDGETS.sessionUsers,
});

export function setSessionUserLifetimeForTests(ms: number | undefined): void {
  lifetimeOverride = ms;
}
let lifetimeOverride: number | undefined;

export function findSessionUser(id: number): Promise<UserRow | undefined> {
  // unknown ids are not kept (a forged id must not grow the map)
  return sessionUsers.get(String(id), () => findUserById(id), lifetimeOverride);
}

function forgetSessionUser(id: number): Promise<void> {
  return sessionUsers.forget(String(id));
}

export async function listUsers(): Promise<PublicUser[]> {
  return (await (await db()).select().from(users).orderBy(asc(users.email))).map(toPublicUser);
}

export class UserExistsError extends Error {}

export const TEMPORARY_PASSWORD_MS = 24 * 3600_000;

const temporaryUntil = (temporary: boolean | undefined) =>
  temporary ? new Date(Date.now() + TEMPORARY_PASSWORD_MS) : null;

export async function createUser(input: {
  email: string;
  name: string;
  role: Role;
  password?: string;
  /** an admin knows it: it expires and must be changed at first sign-in */
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

/** Disabling or a reset voids existing sessions; one's own change (`keepSessions`) ends the others. */
export async function updateUser(
  id: number,
  change: {
    role?: Role;
    active?: boolean;
    name?: string;
    password?: string;
    temporary?: boolean;
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
