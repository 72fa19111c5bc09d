import { mkdirSync, readFileSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";

let template: Blob | undefined;

/** Opens the embedded store: files under `dataDir`, or in memory when it is undefined. */
export async function openStore(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // tests: in memory, from an initialised empty data directory instead of initdb
  // (PGLITE_MEMORY_TEMPLATE, test/pglite-template.ts)
  const file = process.env.PGLITE_MEMORY_TEMPLATE;
  if (file && !dataDir) template ??= new Blob([readFileSync(file)]); // once per process
  const db = dataDir ? new PGlite(dataDir) : new PGlite({ loadDataDir: template });
  await db.waitReady;
  return db;
}
