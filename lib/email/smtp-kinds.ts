/** Apart from the code tables, so a page showing explanations made elsewhere does not load them. */
export type SmtpKind = "delivered" | "soft" | "hard" | "unknown";

export interface SmtpAnswer {
  /** the upstream sends a number or a string */
  code?: number | string | null;
  subcode?: string | null;
  data?: string | null;
}
export type SmtpAnswerInput = SmtpAnswer;

export interface SmtpAnswerFields {
  smtp_answer_code: number | string | null;
  smtp_answer_subcode: string | null;
  smtp_answer_data: string | null;
}

export const answerOf = (e: SmtpAnswerFields): SmtpAnswer => ({
  code: e.smtp_answer_code,
  subcode: e.smtp_answer_subcode,
  data: e.smtp_answer_data,
});

export interface SmtpExplanation {
  summary: string;
  detail: string;
  /** soft: may succeed later; hard: permanent; unknown: no answer */
  kind: SmtpKind;
  action: string;
  code: number | null;
  enhanced: string | null;
  /** keep it off future sends */
  badAddress: boolean;
}

export const SMTP_KIND_LABEL: Record<SmtpKind, string> = {
  delivered: "Delivered",
  soft: "Soft bounce",
  hard: "Hard bounce",
  unknown: "No answer",
};

export const SMTP_KIND_TONE = {
  delivered: "success",
  soft: "warning",
  hard: "danger",
  unknown: "neutral",
} as const satisfies Record<SmtpKind, string>;

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

/** Without the code tables; the basic code's class decides. */
export function readSmtpCodes(answer: SmtpAnswer) {
  const data = (answer.data ?? "").trim();
  const enhanced = parseEnhanced(answer.subcode) ?? parseEnhanced(data);
  const basic = parseBasic(answer.code, data);
  const c = basic !== null ? Math.floor(basic / 100) : enhanced?.cls;
  const cls: 2 | 4 | 5 | null = c === 2 || c === 4 || c === 5 ? c : null;
  return { data, basic, enhanced, cls };
}
export type SmtpCodes = ReturnType<typeof readSmtpCodes>;

/** For a record served without its explanation (an older instance during a rolling deploy). */
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
