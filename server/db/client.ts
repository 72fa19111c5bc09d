import "server-only";

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import { env } from "@/server/env";

import * as schema from "./schema";

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

const migrationsFolder = path.join(process.cwd(), "server", "db", "migrations");

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the process's WASM memory,
 * and PostgreSQL's default (128 MB) is all touched at start: measured, a PGlite on
 * an existing data directory held 284 MB RSS with it and 161 MB with 16 MB
 * (bench/lib/memory-probe.ts). The console's database is a few MB of users,
 * sessions, audit rows and drafts, and its pages are also in the OS page cache.
 * 8 MB (2026-11-26): PGlite alone on a copy of the demo database, after opening it
 * and reading every table, held 192 MB RSS with 16 MB and 173 MB with 8, 4 or 1 MB.
 */
export const PGLITE_SHARED_BUFFERS = "8MB";
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

interface Handle {
  db: Database;
  kind: "pglite" | "postgres";
  /** The job queue's way in (server/jobs): the PGlite instance, or PostgreSQL's URL. */
  pglite?: PGlite;
  url?: string;
  close(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN/NOTIFY between instances (e.g. "this user changed, drop
   * your cached copy"). PGlite has one process, so it needs neither.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<void>;
  notify?(channel: string, payload: string): Promise<void>;
}

/** Opens the console database and applies migrations. `url` undefined → PGlite (in memory when dataDir is too). */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Handle> {
  if (opts.url) {
    const client = postgres(opts.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    // Several instances may start at once against one PostgreSQL: one migrates at a
    // time, holding a session lock on a dedicated single connection.
    const single = postgres(opts.url, { max: 1, onnotice: () => {} });
    try {
      await single`SELECT pg_advisory_lock(724001)`;
      await migratePostgres(drizzlePostgres(single), { migrationsFolder });
    } finally {
      await single.end();
    }
    return {
      db,
      kind: "postgres",
      url: opts.url,
      close: () => client.end(),
      // postgres-js keeps a dedicated connection for LISTEN and re-listens after a reconnect
      listen: async (channel, onMessage) => {
        await client.listen(channel, onMessage);
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    };
  }
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    if (!existsSync(path.join(opts.dataDir, "PG_VERSION"))) await createDataDir(opts.dataDir);
  }
  const pg = new PGlite(opts.dataDir, {
    startParams: PGLITE_START_PARAMS,
    loadDataDir: opts.dataDir ? undefined : memoryTemplate(),
  });
  await pg.waitReady;
  const db = drizzlePglite(pg, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", pglite: pg, close: () => pg.close() };
}

/**
 * Tests: an initialised, empty data directory (a tar from PGlite's dumpDataDir,
 * test/pglite-template.ts) that an in-memory database starts from instead of
 * running initdb, ~0.4 s instead of 1.5-2.7 s. Unset everywhere else.
 */
let template: Blob | undefined;
function memoryTemplate(): Blob | undefined {
  const file = process.env.PGLITE_MEMORY_TEMPLATE;
  // read once per process, not per database (a Blob is immutable: each PGlite copies it)
  if (file) template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process.
 * In this process it left ~130 MB behind for good: measured, a console started
 * on a new directory idled at 407 MB RSS (peak 807), one started on an existing
 * directory at 275 MB (peak 312) (bench/lib/memory-probe.ts). If the child cannot
 * do it, PGlite does it here as before.
 */
async function createDataDir(dataDir: string): Promise<void> {
  const script = [
    'const { PGlite } = await import("@electric-sql/pglite");',
    "const pg = new PGlite(process.argv[1], { startParams: JSON.parse(process.argv[2]) });",
    "await pg.waitReady;",
    "await pg.close();",
  ].join("\n");
  const problem = await new Promise<string | null>((resolve) => {
    let stderr = "";
    const child = spawn(
      process.execPath,
      ["--input-type=module", "-e", script, dataDir, JSON.stringify(PGLITE_START_PARAMS)],
      // NODE_OPTIONS dropped: flags meant for the server (heap sizes, preloads) are not the child's
      {
        cwd: process.cwd(),
        stdio: ["ignore", "ignore", "pipe"],
        env: { ...process.env, NODE_OPTIONS: "" },
      },
    );
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on("error", (err) => resolve(String(err)));
    child.on("exit", (code) => resolve(code === 0 ? null : `exit code ${code}: ${stderr.trim()}`));
  });
  if (problem)
    console.warn(
      `[console] creating the database in a child process failed (${problem}); creating it here`,
    );
}

const globalForDb = globalThis as unknown as { __consoleDb?: Promise<Handle> };

/** The process's console database (opened and migrated once). */
export function database(): Promise<Handle> {
  globalForDb.__consoleDb ??= openDatabase({
    url: env().DATABASE_URL,
    dataDir: path.resolve(env().DATA_DIR, "console"),
  }).catch((err: unknown) => {
    globalForDb.__consoleDb = undefined;
    throw err;
  });
  return globalForDb.__consoleDb;
}

export async function db(): Promise<Database> {
  return (await database()).db;
}

/** For /api/health. */
export async function pingDatabase(): Promise<void> {
  await (await db()).execute(sql`SELECT 1`);
}

/** Tests: use this handle as the process's database. */
export function setDatabaseForTests(handle: Handle | undefined): void {
  globalForDb.__consoleDb = handle ? Promise.resolve(handle) : undefined;
}
