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

/** A record's SMTP answer fields (log records, bounces) as an answer to read. */
export const answerOf = (e: {
  smtp_answer_code: number | string | null;
  smtp_answer_subcode: string | null;
  smtp_answer_data: string | null;
}): SmtpAnswer => ({
  code: e.smtp_answer_code,
  subcode: e.smtp_answer_subcode,
  data: e.smtp_answer_data,
});

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

/**
 * What the codes alone say, without the code tables: for a record served without
 * its explanation (during a rolling deploy, by a console instance of an older
 * version). The class decides the kind (2 delivered, 4 soft, 5 hard).
 */
export function coarseExplanation(a: SmtpAnswer): SmtpExplanation {
  const n = typeof a.code === "string" ? Number(a.code.trim()) : a.code;
  const code = typeof n === "number" && Number.isInteger(n) && n >= 200 && n <= 599 ? n : null;
  const enhanced =
    /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(`${a.subcode ?? ""} ${a.data ?? ""}`)?.[0] ?? null;
  const cls = code !== null ? Math.floor(code / 100) : enhanced ? Number(enhanced[0]) : null;
  const kind: SmtpKind =
    cls === 2 ? "delivered" : cls === 4 ? "soft" : cls === 5 ? "hard" : "unknown";
  return {
    kind,
    summary: SMTP_KIND_LABEL[kind],
    detail: a.data || "The receiving server gave no reply text.",
    action: "Open the message for what the answer means.",
    code,
    enhanced,
    badAddress: false,
  };
}
