import "server-only";

import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

/** Without a stored hash it still spends the work on a dummy, so timing does not reveal the account. */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummy ??= hash("dummy password for unknown accounts");
  const target = stored ?? (await dummy);
  const ok = await verify(target, password).catch(() => false);
  return ok && !!stored;
}
