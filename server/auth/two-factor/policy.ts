import "server-only";

import { ROLES, type Role } from "@/lib/permissions";
import type { UserRow } from "@/server/auth/users";
import { db } from "@/server/db/client";
import { notifiedCache } from "@/server/db/notified-cache";
import { consoleSettings } from "@/server/db/schema";
import { env } from "@/server/env";

const KEY = "two_factor_required_roles";

/** Asked on every session check, so kept in memory and dropped on change on every instance. */
const cache = notifiedCache<{ roles: Role[] }>({
  channel: "console_settings_changed",
  ttlMs: { pglite: 60_000, postgres: 2_000 },
  maxEntries: 10,
  maxBytes: 64 * 1024,
});

export async function requiredRoles(): Promise<Role[]> {
  const found = await cache.get(KEY, async () => {
    const rows = await (await db()).select().from(consoleSettings);
    const value = rows.find((r) => r.key === KEY)?.value;
    const roles = Array.isArray(value) ? ROLES.filter((r) => value.includes(r)) : [];
    return { roles };
  });
  return found?.roles ?? [];
}

export async function setRequiredRoles(roles: readonly Role[]): Promise<Role[]> {
  const value = ROLES.filter((r) => roles.includes(r));
  await (
    await db()
  )
    .insert(consoleSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: consoleSettings.key, set: { value, updatedAt: new Date() } });
  await cache.forget(KEY);
  return value;
}

/** OIDC_TRUST_MFA exempts users who sign in only through the identity provider. */
export async function mustEnrol(
  user: Pick<UserRow, "role" | "twoFactorSince" | "passwordHash">,
): Promise<boolean> {
  if (user.twoFactorSince) return false;
  if (!user.passwordHash && env().OIDC_TRUST_MFA) return false;
  return (await requiredRoles()).includes(user.role);
}
