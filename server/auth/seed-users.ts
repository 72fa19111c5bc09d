import "server-only";

import type { Role } from "@/lib/permissions";
import { env } from "@/server/env";

import { createUser, findUserByEmail } from "./users";

export const DEMO_PASSWORD = "console-demo";
export const DEMO_USERS: { email: string; name: string; role: Role }[] = [
  { email: "admin@example.com", name: "Ada Admin", role: "admin" },
  { email: "marketer@example.com", name: "Mark Marketer", role: "marketer" },
  { email: "support@example.com", name: "Sam Support", role: "support" },
];

/** Demo users in embedded mode; with a real upstream, only ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function ensureUsers(log: (line: string) => void = console.log): Promise<void> {
  const e = env();
  if (e.embedded) {
    const created: string[] = [];
    for (const u of DEMO_USERS) {
      if (await createIfMissing({ ...u, password: DEMO_PASSWORD }))
        created.push(`${u.email} (${u.role})`);
    }
    if (created.length)
      log(`[console] demo users created, password "${DEMO_PASSWORD}": ${created.join(", ")}`);
  }
  if (
    e.ADMIN_EMAIL &&
    e.ADMIN_PASSWORD &&
    (await createIfMissing({
      email: e.ADMIN_EMAIL,
      name: e.ADMIN_EMAIL.split("@")[0] ?? "Admin",
      role: "admin",
      password: e.ADMIN_PASSWORD,
    }))
  )
    log(`[console] first admin created: ${e.ADMIN_EMAIL}`);
}

/** Instances starting together may race: the loser's unique violation means "exists". */
async function createIfMissing(input: Parameters<typeof createUser>[0]): Promise<boolean> {
  if (await findUserByEmail(input.email)) return false;
  try {
    await createUser(input);
    return true;
  } catch (err) {
    if (await findUserByEmail(input.email)) return false;
    throw err;
  }
}
