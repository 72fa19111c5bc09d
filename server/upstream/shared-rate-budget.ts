import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "@/server/db/client";

import { burstCapacity, type RateBudget } from "./rate-budget";

/**
 * The account's budget shared by every instance: a token bucket in the `rate_budget` row,
 * refilled by the database's clock (so skewed instance clocks still agree), taken
 * atomically by one statement under the row lock.
 */
export class SharedTokenBucket implements RateBudget {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: () => Promise<Database>,
    private readonly key: string,
    private readonly perSecond: number,
  ) {}

  take(): Promise<void> {
    const next = this.queue.then(() => this.wait());
    this.queue = next.catch(() => {});
    return next;
  }

  async tryTake(): Promise<true | number> {
    const db = await this.db();
    const perMilli = this.perSecond; // milli-tokens accrue at perSecond per millisecond
    const capacityMilli = burstCapacity(this.perSecond) * 1000;
    const rows = (await db.execute(sql`
      WITH upsert AS (
        INSERT INTO rate_budget (key, tokens_milli, updated_at)
        VALUES (${this.key}, 1000, clock_timestamp())
        ON CONFLICT (key) DO UPDATE SET
          tokens_milli = LEAST(${capacityMilli}, rate_budget.tokens_milli + GREATEST(0,
            floor(EXTRACT(EPOCH FROM (clock_timestamp() - rate_budget.updated_at)) * 1000 * ${perMilli}))::int),
          updated_at = clock_timestamp()
        RETURNING tokens_milli
      )
      SELECT tokens_milli FROM upsert
    `)) as unknown as { rows?: { tokens_milli: number }[] } | { tokens_milli: number }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    const available = Number(list[0]?.tokens_milli ?? 0);
    if (available >= 1000) {
      const taken = (await db.execute(sql`
        UPDATE rate_budget SET tokens_milli = tokens_milli - 1000
        WHERE key = ${this.key} AND tokens_milli >= 1000
        RETURNING tokens_milli
      `)) as unknown as { rows?: unknown[] } | unknown[];
      const got = Array.isArray(taken) ? taken.length : (taken.rows?.length ?? 0);
      if (got > 0) return true;
      return 1;
    }
    return Math.max(1, Math.ceil((1000 - available) / perMilli));
  }

  private async wait(): Promise<void> {
    for (;;) {
      const r = await this.tryTake();
      if (r === true) return;
      await new Promise((resolve) => setTimeout(resolve, r));
    }
  }
}
