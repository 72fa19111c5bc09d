/** Schema constants the browser needs, without zod (the schema modules re-export them). */

export const RECIPIENT_SORTS = [
  "send_date",
  "-send_date",
  "last_update",
  "-last_update",
  "price",
  "-price",
] as const;

export const BLACKLIST_SORTS = ["-add_date", "add_date", "phone"] as const;
export type BlacklistSort = (typeof BLACKLIST_SORTS)[number];

export const CAMPAIGN_SORTS = ["-created", "created", "-send_date", "send_date"] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

/** contract limits */
export const MAX_INFO_IDS = 500;
export const RESUBSCRIBE_PER_DAY = 5;
export const RESUBSCRIBE_LANGS = ["ru", "en", "ua", "tr", "es", "pt"] as const;
/** our own cap: keeps one request's work bounded */
export const MAX_UNSUBSCRIBE_EMAILS = 1000;

/** after decoding */
export const MAX_ATTACHMENTS_BYTES = 10 * 1024 * 1024;

/** Above a campaign's 1000, so an over-long list can be checked while it is trimmed. */
export const MAX_BLACKLIST_CHECK = 5_000;

export const EMAIL_ID = /^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{2}$/;

export const EMAIL_CSV_MAX_ROWS = 50_000;
