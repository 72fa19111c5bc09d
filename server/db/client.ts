import "server-only";

import { mkdirSync } from "node:fs";
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

interface Handle {
  db: Database;
  kind: "pglite" | "postgres";
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
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const pg = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await pg.waitReady;
  const db = drizzlePglite(pg, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: "pglite", close: () => pg.close() };
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
