import "server-only";

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/server/env";

let cached: string | undefined;

/**
 * The session signing secret: AUTH_SECRET, or one generated on first start and
 * kept in DATA_DIR/auth-secret (mode 600). Several instances must share
 * AUTH_SECRET explicitly (docs/operations.md, several instances).
 */
export function authSecret(): string {
  if (cached) return cached;
  const configured = env().AUTH_SECRET;
  if (configured) return (cached = configured);
  const dir = path.resolve(env().DATA_DIR);
  const file = path.join(dir, "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
    if (cached.length >= 32) return cached;
  } catch {
    /* first start */
  }
  mkdirSync(dir, { recursive: true });
  cached = randomBytes(48).toString("base64url");
  writeFileSync(file, cached, { mode: 0o600 });
  return cached;
}

/** next-auth reads these from process.env. */
export function prepareAuthEnvironment(): void {
  process.env.NEXTAUTH_SECRET = authSecret();
  if (env().NEXTAUTH_URL) process.env.NEXTAUTH_URL = env().NEXTAUTH_URL;
  // Without a public URL, trust the Host header (local and loopback use); deployments set NEXTAUTH_URL.
  else process.env.AUTH_TRUST_HOST = "1";
}
