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

/** A record's SMTP answer fields (log records, bounces). */
export interface SmtpAnswerFields {
  smtp_answer_code: number | string | null;
  smtp_answer_subcode: string | null;
  smtp_answer_data: string | null;
}

/** A record's SMTP answer fields as an answer to read. */
export const answerOf = (e: SmtpAnswerFields): SmtpAnswer => ({
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

const ENHANCED = /\b([245])\.(\d{1,3})\.(\d{1,3})\b/;

function parseEnhanced(text: string | null | undefined) {
  const m = ENHANCED.exec(text ?? "");
  if (!m) return null;
  return { cls: Number(m[1]), subject: Number(m[2]), detail: Number(m[3]) };
}

function parseBasic(code: SmtpAnswer["code"], data: string): number | null {
  const n = typeof code === "string" ? Number(code.trim()) : code;
  if (typeof n === "number" && Number.isInteger(n) && n >= 200 && n <= 599) return n;
  const m = /^\s*([245]\d\d)[\s-]/.exec(data);
  return m ? Number(m[1]) : null;
}

/**
 * An answer's codes as read, without the code tables: its basic reply code, its
 * enhanced status code (from the subcode, else the reply text) and their class
 * (2 delivered, 4 temporary, 5 permanent), the basic code deciding.
 */
export function readSmtpCodes(answer: SmtpAnswer) {
  const data = (answer.data ?? "").trim();
  const enhanced = parseEnhanced(answer.subcode) ?? parseEnhanced(data);
  const basic = parseBasic(answer.code, data);
  const c = basic !== null ? Math.floor(basic / 100) : enhanced?.cls;
  const cls: 2 | 4 | 5 | null = c === 2 || c === 4 || c === 5 ? c : null;
  return { data, basic, enhanced, cls };
}
export type SmtpCodes = ReturnType<typeof readSmtpCodes>;

/**
 * What the codes alone say, without the code tables: for a record served without
 * its explanation (during a rolling deploy, by a console instance of an older
 * version). The class decides the kind (2 delivered, 4 soft, 5 hard).
 */
export function coarseExplanation(a: SmtpAnswer): SmtpExplanation {
  const { data, basic, enhanced, cls } = readSmtpCodes(a);
  const kind: SmtpKind =
    cls === 2 ? "delivered" : cls === 4 ? "soft" : cls === 5 ? "hard" : "unknown";
  return {
    kind,
    summary: SMTP_KIND_LABEL[kind],
    detail: data || "The receiving server gave no reply text.",
    action: "Open the message for what the answer means.",
    code: basic,
    enhanced: enhanced ? `${enhanced.cls}.${enhanced.subject}.${enhanced.detail}` : null,
    badAddress: false,
  };
}
