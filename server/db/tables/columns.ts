import { timestamp } from "drizzle-orm/pg-core";

/** A moment, stored with its time zone (every timestamp of the console's tables). */
export const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** A moment that is required and defaults to when the row was written. */
export const stampNow = (name: string) => stamp(name).notNull().defaultNow();
