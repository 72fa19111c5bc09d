import "server-only";

import { mkdirSync, readFileSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";

/** Opens the embedded store: files under `dataDir`, or in memory when it is undefined. */
export async function openStore(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // tests: in memory, from an initialised empty data directory instead of initdb
  // (PGLITE_MEMORY_TEMPLATE, test/pglite-template.ts)
  const template = process.env.PGLITE_MEMORY_TEMPLATE;
  const db = dataDir
    ? new PGlite(dataDir)
    : new PGlite({ loadDataDir: template ? new Blob([readFileSync(template)]) : undefined });
  await db.waitReady;
  return db;
}
