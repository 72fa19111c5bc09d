/**
 * What an SMTP answer comes to (lib/email/smtp-codes.ts reads one): its kind, the
 * kind's label and badge tone, and the explanation's shape. Apart from the code
 * tables, so a page that only shows explanations made elsewhere does not load them.
 */
export type SmtpKind = "delivered" | "soft" | "hard" | "unknown";

export interface SmtpAnswer {
  /** basic reply code, e.g. 550 (the upstream sends a number or a string) */
  code?: number | string | null;
  /** enhanced status code, e.g. "5.1.1" */
  subcode?: string | null;
  /** the server's reply text */
  data?: string | null;
}
export type SmtpAnswerInput = SmtpAnswer;

export interface SmtpExplanation {
  /** a few words: "Unknown mailbox" */
  summary: string;
  /** one or two sentences on what happened */
  detail: string;
  /** delivered; soft = temporary, may succeed later; hard = permanent; unknown = no answer */
  kind: SmtpKind;
  /** what to do about it */
  action: string;
  /** the basic code, when there is one */
  code: number | null;
  /** the enhanced code as read from the subcode or the reply text, e.g. "5.1.1" */
  enhanced: string | null;
  /** the address itself is bad (permanently): keep it off future sends */
  badAddress: boolean;
}

export const SMTP_KIND_LABEL: Record<SmtpKind, string> = {
  delivered: "Delivered",
  soft: "Soft bounce",
  hard: "Hard bounce",
  unknown: "No answer",
};

/** Badge tone of a kind (theme status tokens). */
export const SMTP_KIND_TONE = {
  delivered: "success",
  soft: "warning",
  hard: "danger",
  unknown: "neutral",
} as const satisfies Record<SmtpKind, string>;

/** "550 5.1.1" from an explanation's codes, or "—" when the answer had none. */
export const smtpCodesLabel = (e: Pick<SmtpExplanation, "code" | "enhanced">): string =>
  [e.code, e.enhanced].filter((v) => v !== null).join(" ") || "—";
