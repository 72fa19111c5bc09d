import "server-only";

import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";

/**
 * The console's job queue: pg-boss on the console database (ARCHITECTURE.md, Jobs).
 * On PostgreSQL pg-boss has its own small pool; on PGlite it shares the one
 * connection through `executeSql`. Scheduled jobs run once per period across all
 * instances (pg-boss's clock monitor sends each cron slot once), and a job whose
 * worker died is retried once it expires.
 */
export interface JobOptions {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /** Jobs each worker takes at once (handlers get them one by one). */
  concurrency?: number;
}

export interface SendOptions {
  startAfter?: Date | number;
  /** With a queue-wide policy, or alone: one job per key while one is queued. */
  singletonKey?: string;
  /** A stable id: sending the same id twice enqueues once. */
  id?: string;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
}

type Handler = (data: unknown, job: { id: string; retryCount: number }) => Promise<void>;

interface Definition {
  handler: Handler;
  options: JobOptions;
  cron?: string;
}

interface State {
  definitions: Map<string, Definition>;
  boss?: Promise<PgBoss>;
}
const g = globalThis as unknown as { __consoleJobs?: State };
const state: State = (g.__consoleJobs ??= { definitions: new Map() });

/** Declares a job's handler (at module scope; server/jobs/all.ts imports the modules). */
export function registerJob<T>(
  name: string,
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>,
  options: JobOptions = {},
): void {
  const existing = state.definitions.get(name);
  state.definitions.set(name, { handler: handler as Handler, options, cron: existing?.cron });
}

/** Runs `name` on a cron (at most once a minute), once per slot across all instances. */
export function scheduleJob(name: string, cron: string): void {
  const existing = state.definitions.get(name);
  if (!existing) throw new Error(`scheduleJob: ${name} is not registered`);
  existing.cron = cron;
}

export interface QueueTarget {
  pglite?: PGlite;
  url?: string;
  /** pg-boss's schema; tests give each run its own. */
  schema?: string;
}

/** Starts the queue and its workers; resolves once they poll. */
export function startJobs(target: QueueTarget, pollSeconds = 2): Promise<PgBoss> {
  state.boss ??= open(target, pollSeconds).catch((err: unknown) => {
    state.boss = undefined;
    throw err;
  });
  return state.boss;
}

async function open(target: QueueTarget, pollSeconds: number): Promise<PgBoss> {
  const schema = target.schema ?? "pgboss";
  const boss = target.url
    ? new PgBoss({ connectionString: target.url, max: 4, schema })
    : new PgBoss({ db: pgliteExecutor(target.pglite!), schema });
  boss.on("error", (err) => console.error("[jobs]", err instanceof Error ? err.message : err));
  await boss.start();
  for (const [name, def] of state.definitions) {
    const { concurrency = 1, ...queueOptions } = def.options;
    await boss.createQueue(name, { name, ...queueOptions });
    await boss.updateQueue(name, { name, ...queueOptions });
    for (let i = 0; i < concurrency; i++) {
      await boss.work(
        name,
        { pollingIntervalSeconds: pollSeconds, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs)
            await def.handler(job.data, { id: job.id, retryCount: job.retryCount });
        },
      );
    }
    if (def.cron) await boss.schedule(name, def.cron);
    else await boss.unschedule(name).catch(() => {});
  }
  return boss;
}

/** Enqueues a job; waits for the queue if it is still starting. */
export async function sendJob(name: string, data: object, options: SendOptions = {}) {
  const boss = await started();
  return boss.send(name, data, options);
}

async function started(): Promise<PgBoss> {
  if (!state.boss) throw new Error("The job queue is not started (server/startup.ts)");
  return state.boss;
}

/** For tests and shutdown: stops the workers (jobs in flight are retried after expiry). */
export async function stopJobs(): Promise<void> {
  const boss = state.boss;
  state.boss = undefined;
  if (boss) await (await boss).stop({ graceful: false, wait: true });
}

/** pg-boss's `db` on PGlite: parameterised statements go through `query`, scripts through `exec`. */
function pgliteExecutor(pg: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pg.query(text, values);
      const results = await pg.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
