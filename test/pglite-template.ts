// Vitest global setup: one freshly initialised PGlite data directory, dumped to a
// file that every in-memory PGlite of the run starts from (PGLITE_MEMORY_TEMPLATE,
// read by server/db/client.ts and packages/messaging-api/src/db.ts). initdb took 1.5-2.7 s
// of CPU per database and some 70 test files open one or two; from the dump a
// database is ready in ~0.4 s, with the same (empty) contents.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";

export default async function setup(): Promise<() => void> {
  const pg = new PGlite();
  await pg.waitReady;
  const dump = await pg.dumpDataDir("none");
  await pg.close();
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(dir, "empty.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_MEMORY_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
