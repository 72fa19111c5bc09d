import { ENHANCED_STATUS, type StatusEntry } from "./smtp-enhanced-status";
import { readSmtpCodes, type SmtpAnswer, type SmtpCodes, type SmtpExplanation } from "./smtp-kinds";

/** SMTP answers in plain words: basic reply code (RFC 5321) and enhanced status (RFC 3463). */

const BAD_ADDRESS = new Set(["1.1", "1.2", "1.3", "1.6", "1.10", "2.1", "7.13", "7.17", "7.18"]);

const TEXT_HINTS: [RegExp, string][] = [
  [/grey ?list|gray ?list/i, "greylisted"],
  [/rate limit|too many (messages|connections|emails)|throttl|sending rate/i, "7.28"],
  [/mailbox (is )?full|over ?quota|quota exceeded|insufficient storage|storage allocation/i, "2.2"],
  [
    /mailbox (is )?(disabled|inactive|suspended)|account (is )?(disabled|inactive|suspended)/i,
    "2.1",
  ],
  [
    /user unknown|unknown user|no such (user|mailbox|recipient)|does ?n[o']t exist|recipient (address )?rejected|invalid recipient|mailbox (not found|unavailable)|address not found/i,
    "1.1",
  ],
  [/host (or domain )?not found|domain (not found|does not exist)|no mx|null mx/i, "1.2"],
  [/message (size|too (big|large))|size limit|exceeds? (the )?(maximum )?size/i, "3.4"],
  [/\bspf\b/i, "7.23"],
  [/\bdkim\b/i, "7.20"],
  [/\bdmarc\b/i, "dmarc"],
  [/spam|block ?list|black ?list|blocked|spamhaus|reputation|policy|not authori[sz]ed/i, "7.1"],
  [/timed? ?out|connection (refused|reset|dropped|lost)/i, "4.2"],
];

function hintFrom(text: string): string | null {
  for (const [re, key] of TEXT_HINTS) if (re.test(text)) return key;
  return null;
}

const BASIC: Record<number, string> = {
  421: "4.0",
  450: "2.0",
  451: "3.0",
  452: "3.1",
  455: "5.4",
  500: "5.2",
  501: "5.4",
  502: "5.1",
  503: "5.1",
  504: "5.4",
  521: "1.2",
  530: "7.0",
  534: "7.9",
  535: "7.8",
  550: "1.0",
  551: "1.6",
  552: "2.2",
  553: "1.3",
  554: "0.0",
  555: "5.4",
  556: "1.10",
};

const TEMPORARY = "The failure is temporary: the receiving server may accept a later attempt.";
const PERMANENT =
  "The failure is permanent: sending the same message again will fail the same way.";
const TEMPORARY_ACTION =
  "Nothing to do for now. If the same address keeps failing for several days, stop sending to it.";

type Words = Pick<SmtpExplanation, "summary" | "detail" | "kind" | "action">;

export function explainSmtp(answer: SmtpAnswer): SmtpExplanation {
  const codes = readSmtpCodes(answer);
  const { enhanced, basic } = codes;
  const words = explainWords(codes);
  const specific = enhanced ? `${enhanced.subject}.${enhanced.detail}` : null;
  return {
    ...words,
    code: basic,
    enhanced: enhanced ? `${enhanced.cls}.${specific}` : null,
    badAddress: words.kind === "hard" && specific !== null && BAD_ADDRESS.has(specific),
  };
}

function explainWords({ data, enhanced, basic, cls }: SmtpCodes): Words {
  if (cls === null) {
    const hint = data ? hintFrom(data) : null;
    const entry = hint ? ENHANCED_STATUS[hint] : undefined;
    if (entry)
      return {
        summary: entry.summary,
        detail: `${entry.detail} The answer carries no status code, so whether it is temporary is not known.`,
        kind: "unknown",
        action: entry.action,
      };
    return data
      ? {
          summary: "Unrecognised answer",
          detail: `The receiving server's answer has no SMTP status code: "${data.slice(0, 200)}".`,
          kind: "unknown",
          action: "Read the server's text below; if the address keeps failing, check it.",
        }
      : {
          summary: "No answer yet",
          detail: "The receiving server's answer has not been recorded yet.",
          kind: "unknown",
          action: "Look again in a few minutes.",
        };
  }

  if (cls === 2) return delivered(basic);

  const specific = enhanced ? `${enhanced.subject}.${enhanced.detail}` : null;
  const hint = data ? hintFrom(data) : null;
  const key = pickEntry(cls, specific, enhanced?.subject, basic, hint);
  const entry = ENHANCED_STATUS[key] ?? ENHANCED_STATUS["0.0"]!;
  return describe(entry, cls);
}

/** Greylisting first, then the specific code unless a catch-all (X.Y.0, 5.7.1) whose text says more. */
function pickEntry(
  cls: 4 | 5,
  specific: string | null,
  subject: number | undefined,
  basic: number | null,
  hint: string | null,
): string {
  if (hint === "greylisted") {
    if (cls === 4) return hint;
    hint = null;
  }
  const catchAll = specific !== null && (specific.endsWith(".0") || specific === "7.1");
  if (specific && ENHANCED_STATUS[specific] && !(catchAll && hint)) return specific;
  if (hint) return hint;
  if (subject !== undefined && ENHANCED_STATUS[`${subject}.0`]) return `${subject}.0`;
  return (basic !== null ? BASIC[basic] : undefined) ?? "0.0";
}

function describe(entry: StatusEntry, cls: 4 | 5): Words {
  if (cls === 4)
    return {
      summary: entry.tempSummary ?? entry.summary,
      detail: `${entry.detail} ${TEMPORARY}`,
      kind: "soft",
      action: entry.tempAction ?? TEMPORARY_ACTION,
    };
  if (entry.softWhenPermanent)
    return {
      summary: entry.summary,
      detail: `${entry.detail} ${entry.softWhenPermanent}`,
      kind: "soft",
      action: entry.action,
    };
  return {
    summary: entry.summary,
    detail: `${entry.detail} ${PERMANENT}`,
    kind: "hard",
    action: entry.action,
  };
}

function delivered(basic: number | null): Words {
  if (basic === 251 || basic === 252)
    return {
      summary: "Accepted for forwarding",
      detail:
        "The receiving server accepted the message and will pass it on to another server for this recipient.",
      kind: "delivered",
      action: "Nothing to do.",
    };
  return {
    summary: "Delivered",
    detail: "The receiving server accepted the message for delivery to the mailbox.",
    kind: "delivered",
    action: "Nothing to do.",
  };
}
