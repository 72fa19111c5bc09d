/**
 * The console's own tables (never the upstream's data): users, the audit log,
 * idempotency records, drafts, login throttling, the shared upstream budget and
 * the bodies of emails the console sent (the upstream keeps none).
 * The same schema runs on PGlite (embedded) and PostgreSQL (scale-out);
 * drizzle-kit reads it from here (drizzle.config.ts).
 */

export * from "./tables/accounts";
export * from "./tables/email-bodies";
export * from "./tables/user-data";
export * from "./tables/writes";
