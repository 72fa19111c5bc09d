import { timestamp } from "drizzle-orm/pg-core";

/**
 * A moment, stored with its time zone (every timestamp of the console's tables),
 * to `precision` fractional digits of a second where given.
 */
export const stamp = (name: string, precision?: 0 | 1 | 2 | 3 | 4 | 5 | 6) =>
  timestamp(name, { withTimezone: true, precision });

/** A moment that is required and defaults to when the row was written. */
export const stampNow = (name: string) => stamp(name).notNull().defaultNow();
