import type { PGlite } from "@electric-sql/pglite";

import type { Clock } from "./clock";
import type { Router } from "./http";

export interface ApiContext {
  db: PGlite;
  clock: Clock;
  /** the account's timezone: every `YYYY-MM-DD HH:MM:SS` is read and written in it */
  timeZone: string;
}

/** The app creates its tables, seeds a fresh store once, and ticks it every second. */
export interface ApiModule {
  name: string;
  schema: string;
  register(router: Router, ctx: ApiContext): void;
  /** called once, on a store with no data yet */
  seed?(ctx: ApiContext): Promise<void>;
  /** advances state to `ctx.clock.now()`; must be cheap when nothing is due */
  tick?(ctx: ApiContext): Promise<void>;
}
