import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";

import { stamp, stampNow } from "./columns";

/** Second factors (server/auth/two-factor/) and the console's own settings. */

/**
 * A user's authenticator app: the TOTP secret, encrypted (AES-256-GCM, a key
 * derived from AUTH_SECRET). `confirmedAt` null: enrolment begun, not yet
 * confirmed with a code, so it does not count. `lastStep` is the 30-second step
 * of the last code accepted: a code is good once (no replay within its window).
 */
export const totpFactors = pgTable("totp_factors", {
  userId: integer("user_id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: stampNow("created_at"),
  confirmedAt: stamp("confirmed_at"),
  lastStep: integer("last_step"),
});

/** One-time recovery codes: a SHA-256 of each (they are 80 random bits), used once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    codeHash: text("code_hash").notNull(),
    usedAt: stamp("used_at"),
  },
  (t) => [index("recovery_codes_user").on(t.userId, t.codeHash)],
);

/**
 * Wrong second-factor codes per user: a counter reserved before a code is
 * checked (one atomic upsert), so concurrent attempts cannot overshoot the limit.
 */
export const secondFactorAttempts = pgTable("second_factor_attempts", {
  userId: integer("user_id").primaryKey(),
  count: integer("count").notNull(),
  windowStart: stampNow("window_start"),
});

/** Console-wide settings an admin changes (e.g. which roles need a second factor). */
export const consoleSettings = pgTable("console_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: stampNow("updated_at"),
});
