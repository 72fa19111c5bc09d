/**
 * The upstream cannot filter by the SMTP answer, so the console classifies what it reads as
 * the log's badge does: 2xx delivered, 5xx hard, 4xx and a full mailbox (5.2.2) soft.
 */
export const EMAIL_OUTCOMES = ["delivered", "failed", "hard", "soft", "none"] as const;
export type EmailOutcome = (typeof EMAIL_OUTCOMES)[number];
