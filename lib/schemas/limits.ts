/**
 * The constants of the console's schemas that the browser needs (sort orders,
 * limits, id shapes), without zod: a page that only needs a list of sort orders
 * or a limit does not download the schema library for it. lib/schemas/queries.ts
 * and lib/schemas/email/lists.ts re-export them next to their schemas.
 */

export const RECIPIENT_SORTS = [
  "send_date",
  "-send_date",
  "last_update",
  "-last_update",
  "price",
  "-price",
] as const;

/** Orders of the blacklist: date added either way, or by number. */
export const BLACKLIST_SORTS = ["-add_date", "add_date", "phone"] as const;
export type BlacklistSort = (typeof BLACKLIST_SORTS)[number];

/** Orders of the campaign list: by creation (the upstream's own order) or by send date. */
export const CAMPAIGN_SORTS = ["-created", "created", "-send_date", "send_date"] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** POST /smtp/emails/info takes at most this many ids (contract limit). */
export const MAX_INFO_IDS = 500;
/** POST /smtp/resubscribe: at most this many per account per 24 hours (contract limit). */
export const RESUBSCRIBE_PER_DAY = 5;
export const RESUBSCRIBE_LANGS = ["ru", "en", "ua", "tr", "es", "pt"] as const;
/** A cap of our own on one unsubscribe add/remove: keeps one request's work bounded. */
export const MAX_UNSUBSCRIBE_EMAILS = 1000;

/** Attachments sent through the console: 10 MB in all (after decoding). */
export const MAX_ATTACHMENTS_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/viber/blacklist/check (console-only) takes at most this many phones:
 * above the campaign's 1000, so a list over the limit can be checked while the
 * person trims it.
 */
export const MAX_BLACKLIST_CHECK = 5_000;

/** Email id, shape `xxxxxx-xxxxxx-xx` (letters and digits). */
export const EMAIL_ID = /^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{2}$/;

/** The most rows one export of the email log holds; the page says so, and the file's name when cut. */
export const EMAIL_CSV_MAX_ROWS = 50_000;
