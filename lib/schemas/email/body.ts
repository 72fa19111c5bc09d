/**
 * GET /api/email/messages/[id]/body: the body the console kept of an email it
 * sent, or why it has none. The upstream keeps no bodies.
 */

/** What the console keeps of one body at most; longer HTML or text is cut (and says so). */
export const BODY_HTML_MAX_CHARS = 500_000;
export const BODY_TEXT_MAX_CHARS = 200_000;

export interface StoredEmailBody {
  subject: string;
  /** the HTML as sent (untrusted: shown only in a sandboxed iframe) */
  html: string | null;
  text: string | null;
  /** a template send: the upstream rendered it, so only the reference is kept */
  template: { id: string | number; variables: Record<string, string | number | boolean> } | null;
  attachments: { name: string; size: number }[];
  truncated: boolean;
  /** when the console sent it (ISO) */
  sentAt: string;
}

export type NoBodyReason =
  /** EMAIL_BODY_RETENTION_DAYS is 0 */
  | "retention_off"
  /** sent longer ago than the retention */
  | "expired"
  /** sent some other way (an API client, another tool), or before the console kept bodies */
  | "not_from_console";

export type EmailBodyReply =
  | { stored: true; retentionDays: number; body: StoredEmailBody }
  | { stored: false; retentionDays: number; reason: NoBodyReason };
