/** The upstream keeps no bodies: the console keeps those it sent, or says why it has none. */

/** longer HTML or text is cut (and says so) */
export const BODY_HTML_MAX_CHARS = 500_000;
export const BODY_TEXT_MAX_CHARS = 200_000;

export interface StoredEmailBody {
  subject: string;
  /** untrusted: shown only in a sandboxed iframe */
  html: string | null;
  text: string | null;
  /** the upstream rendered it, so only the reference is kept */
  template: { id: string | number; variables: Record<string, string | number | boolean> } | null;
  attachments: { name: string; size: number }[];
  truncated: boolean;
  sentAt: string;
}

export type NoBodyReason =
  | "retention_off"
  | "expired"
  /** sent some other way, or before the console kept bodies */
  | "not_from_console";

export type EmailBodyReply =
  | { stored: true; retentionDays: number; body: StoredEmailBody }
  | { stored: false; retentionDays: number; reason: NoBodyReason };
