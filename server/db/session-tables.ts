import { boolean, index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";

import { stamp, stampNow } from "./columns";

/** Who is signed in, and who failed to sign in (the throttling's count). */

/**
 * Signed-in sessions (server/auth/sessions.ts): the session cookie names one by
 * its random id, and every request checks it is still here and not revoked, so
 * signing out ends it on every instance.
 */
export const sessions = pgTable(
  "sessions",
  {
    /** random, 128 bits, base64url */
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull(),
    createdAt: stampNow("created_at"),
    /** the absolute limit: no use after this, however active */
    expiresAt: stamp("expires_at").notNull(),
    revokedAt: stamp("revoked_at"),
    /** single sign-on of a user with a second factor: the code is still to be entered */
    secondFactorPending: boolean("second_factor_pending").notNull().default(false),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt)],
);

export const loginFailures = pgTable(
  "login_failures",
  {
    id: serial("id").primaryKey(),
    /** "account:<email>" or "ip:<address>" */
    key: text("key").notNull(),
    at: stampNow("at"),
  },
  (t) => [index("login_failures_key_at").on(t.key, t.at)],
);
