import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret is generated at first start into DATA_DIR (0600), where the console reads it.
 * The published demo pair is accepted only when told to (tests): anyone on the machine
 * could otherwise take a token and write to the account.
 */
export const DEMO_CLIENT_ID = "console-demo";
export const DEMO_CLIENT_SECRET = "console-demo-secret";
export const CREDENTIALS_FILE = "messaging-api-client.json";

export interface ClientPair {
  clientId: string;
  clientSecret: string;
}

export function credentialsFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), CREDENTIALS_FILE);
}

export function readEmbeddedCredentials(dataDir: string): ClientPair | undefined {
  try {
    const raw = JSON.parse(readFileSync(credentialsFile(dataDir), "utf8")) as Record<
      string,
      unknown
    >;
    const { client_id: clientId, client_secret: clientSecret } = raw;
    if (
      typeof clientId === "string" &&
      typeof clientSecret === "string" &&
      clientSecret.length >= 32
    )
      return { clientId, clientSecret };
  } catch {
    /* not there yet, or not ours */
  }
  return undefined;
}

export function embeddedCredentials(dataDir: string): ClientPair {
  const file = credentialsFile(dataDir);
  const existing = readEmbeddedCredentials(dataDir);
  if (existing) {
    // a copy restored with looser permissions is tightened, not trusted as is
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    return existing;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const pair = { clientId: DEMO_CLIENT_ID, clientSecret: randomBytes(32).toString("base64url") };
  const text = `${JSON.stringify({ client_id: pair.clientId, client_secret: pair.clientSecret })}\n`;
  try {
    // "wx": a second process starting at the same moment does not overwrite the first's
    writeFileSync(file, text, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const won = readEmbeddedCredentials(dataDir);
    if (won) return won;
    writeFileSync(file, text, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return pair;
}

export function acceptsDemoCredentials(source: Record<string, string | undefined>): boolean {
  return source.MESSAGING_API_ACCEPT_DEMO_CREDENTIALS === "1";
}
