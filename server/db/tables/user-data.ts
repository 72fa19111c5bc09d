import { sql } from "drizzle-orm";
import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { stampNow } from "./columns";

/** What each user keeps for themselves: drafts and saved views. */

export const drafts = pgTable(
  "drafts",
  {
    userId: integer("user_id").notNull(),
    kind: text("kind").notNull(),
    data: jsonb("data").notNull(),
    updatedAt: stampNow("updated_at"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Named filter sets a user keeps for a list page ("email-log"): the filters as a
 * normalised query string of that page's known keys (lib/schemas/saved-views.ts).
 * Each user's own; a name is unique per user and page, whatever its case.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    page: text("page").notNull(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    createdAt: stampNow("created_at"),
    updatedAt: stampNow("updated_at"),
  },
  (t) => [uniqueIndex("saved_views_user_page_name").on(t.userId, t.page, sql`lower(${t.name})`)],
);
