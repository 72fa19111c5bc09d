import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

import { stamp, stampNow } from "./columns";

/** Who signs in: users, their sessions, and failed sign-ins (for throttling). */

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: ["admin", "marketer", "support"] }).notNull(),
    passwordHash: text("password_hash"),
    active: boolean("active").notNull().default(true),
    createdAt: stampNow("created_at"),
    updatedAt: stampNow("updated_at"),
    /** sessions issued before this are void (password reset, disable) */
    sessionsValidAfter: stampNow("sessions_valid_after"),
    /**
     * Set while the password is a temporary one an admin handed on: it signs in
     * until then, and only to change it (server/auth/password-change.ts).
     */
    passwordTemporaryUntil: stamp("password_temporary_until"),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

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
