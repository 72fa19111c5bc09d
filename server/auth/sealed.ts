import "server-only";

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

import { authSecret } from "./secret";

/**
 * Secrets the console must read back (TOTP secrets, webhook signing secrets) are
 * stored sealed: AES-256-GCM under a key derived (HKDF) from AUTH_SECRET for one
 * purpose, with the owner (a user, an endpoint) as associated data, so a copy of
 * the database alone does not give them and a value moved to another row does not
 * open. A new AUTH_SECRET makes them unreadable.
 */
function key(purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "", purpose, 32));
}

export function seal(plain: string, purpose: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(purpose), iv);
  cipher.setAAD(Buffer.from(owner));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString("base64url")}`;
}

/** The plain value, or null when it does not open (another key, another owner, tampered). */
export function unseal(stored: string, purpose: string, owner: string): string | null {
  const [version, body] = stored.split(".");
  if (version !== "v1" || !body) return null;
  try {
    const raw = Buffer.from(body, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key(purpose), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
