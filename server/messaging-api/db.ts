import "server-only";

import { mkdirSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";

/** Opens the embedded store: files under `dataDir`, or in memory when it is undefined. */
export async function openStore(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return db;
}
