import "server-only";

import { asc, eq, sql } from "drizzle-orm";

import type { Role } from "@/lib/permissions";
import { db } from "@/server/db/client";
import { users } from "@/server/db/schema";

import { hashPassword } from "./password";

export type UserRow = typeof users.$inferSelect;

/** What the console shows of a user: never the hash. */
export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  createdAt: string;
}

export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    active: u.active,
    createdAt: u.createdAt.toISOString(),
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

export async function listUsers(): Promise<PublicUser[]> {
  return (await (await db()).select().from(users).orderBy(asc(users.email))).map(toPublicUser);
}

export class UserExistsError extends Error {}

export async function createUser(input: {
  email: string;
  name: string;
  role: Role;
  password?: string;
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
    })
    .returning();
  return toPublicUser(row!);
}

/**
 * Role, active flag, name or password. Disabling or resetting the password voids
 * the user's existing sessions (their next request is refused).
 */
export async function updateUser(
  id: number,
  change: { role?: Role; active?: boolean; name?: string; password?: string },
): Promise<PublicUser | undefined> {
  const values: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (change.role) values.role = change.role;
  if (change.name) values.name = change.name.trim();
  if (change.active !== undefined) values.active = change.active;
  if (change.password) values.passwordHash = await hashPassword(change.password);
  if (change.password || change.active === false) values.sessionsValidAfter = new Date();
  const [row] = await (await db()).update(users).set(values).where(eq(users.id, id)).returning();
  return row ? toPublicUser(row) : undefined;
}

export async function countActiveAdmins(): Promise<number> {
  const rows = await (await db()).select().from(users).where(eq(users.role, "admin"));
  return rows.filter((u) => u.active).length;
}
