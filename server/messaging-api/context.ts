import "server-only";

import type { PGlite } from "@electric-sql/pglite";

import type { Clock } from "./clock";
import type { Router } from "./http";

/** What every module of the embedded Messaging API gets. */
export interface ApiContext {
  db: PGlite;
  clock: Clock;
  /** the account's timezone: every `YYYY-MM-DD HH:MM:SS` is read and written in it */
  timeZone: string;
}

/**
 * One area of the contract (viber, smtp…). The app creates every module's tables,
 * seeds demo data once on a fresh store, registers routes, and calls `tick` every
 * second so lifecycles advance and live activity keeps arriving.
 */
export interface ApiModule {
  name: string;
  /** idempotent DDL (`CREATE TABLE IF NOT EXISTS …`) */
  schema: string;
  register(router: Router, ctx: ApiContext): void;
  /** inserts deterministic demo data; called once, on a store with no data yet */
  seed?(ctx: ApiContext): Promise<void>;
  /** advances state to `ctx.clock.now()`; must be cheap when nothing is due */
  tick?(ctx: ApiContext): Promise<void>;
}
