import type { EmailRecipient } from "@messaging-console/contract/email/send";

import type { Attachment } from "./attachments";
import { parseAddressList } from "./send-recipients";

/** Validated with the route handler's own schema (loaded when first touched), issues mapped back. */
export interface SendFormValues {
  fromEmail: string;
  fromName: string;
  to: EmailRecipient[];
  cc: EmailRecipient[];
  bcc: EmailRecipient[];
  replyTo: string;
  subject: string;
  content: "html" | "template";
  html: string;
  text: string;
  autoPlainText: boolean;
  templateId: string;
  variables: { name: string; value: string }[];
  attachments: Attachment[];
}

export type SendFormField = keyof SendFormValues | "root";

export const emptySendForm: SendFormValues = {
  fromEmail: "",
  fromName: "",
  to: [],
  cc: [],
  bcc: [],
  replyTo: "",
  subject: "",
  content: "html",
  html: "",
  text: "",
  autoPlainText: true,
  templateId: "",
  variables: [],
  attachments: [],
};

const optionalList = (list: EmailRecipient[]) => (list.length ? list : undefined);

/** the server Base64-encodes the HTML */
export function toSendBody(v: SendFormValues) {
  const reply = v.replyTo.trim();
  const parsedReply = reply ? parseAddressList(reply) : null;
  const replyTo =
    parsedReply && parsedReply.valid.length === 1 && parsedReply.invalid.length === 0
      ? parsedReply.valid[0]
      : reply
        ? { email: reply }
        : undefined;
  const template = v.content === "template";
  return {
    email: {
      from: { email: v.fromEmail, ...(v.fromName.trim() ? { name: v.fromName.trim() } : {}) },
      to: v.to,
      cc: optionalList(v.cc),
      bcc: optionalList(v.bcc),
      reply_to: replyTo,
      subject: v.subject,
      ...(template
        ? {
            template: {
              id: v.templateId,
              variables: Object.fromEntries(
                v.variables.filter((r) => r.name.trim()).map((r) => [r.name.trim(), r.value]),
              ),
            },
          }
        : {
            html: v.html.trim() ? v.html : undefined,
            text: v.text.trim() ? v.text : undefined,
            auto_plain_text: v.autoPlainText,
          }),
      attachments_binary: v.attachments.length
        ? Object.fromEntries(v.attachments.map((a) => [a.name, a.base64]))
        : undefined,
    },
  };
}

export function formFieldOf(path: readonly PropertyKey[] | string): SendFormField {
  const parts = typeof path === "string" ? path.split(".") : path.map(String);
  const [root, field, sub] = parts[0] === "email" ? parts : ["email", ...parts];
  if (root !== "email") return "root";
  switch (field) {
    case "from":
      return sub === "name" ? "fromName" : "fromEmail";
    case "to":
    case "cc":
    case "bcc":
    case "subject":
    case "html":
    case "text":
      return field;
    case "reply_to":
      return "replyTo";
    case "template":
      return sub === "variables" ? "variables" : "templateId";
    case "attachments":
    case "attachments_binary":
      return "attachments";
    default:
      return "root";
  }
}

export function formFieldOfUpstreamCode(
  code: number,
  content: SendFormValues["content"],
): SendFormField {
  switch (code) {
    case 10:
      return content === "template" ? "templateId" : "fromEmail";
    case 11:
    case 550:
      return "to";
    case 12:
      return "subject";
    case 13:
      return content === "template" ? "templateId" : "html";
    case 31:
    case 32:
      return "templateId";
    case 731:
      return "variables";
    default:
      return "root";
  }
}

export function upstreamCodeOf(message: string): number | null {
  const m = /\(code (\d+)\)\s*$/.exec(message);
  return m ? Number(m[1]) : null;
}

const RETRYABLE = ["upstream_unavailable", "rate_limited", "network"];

/** The summary says whether a retry is safe; the form keeps every value either way. */
export function sendRefusal(
  err: { code: string; message: string; fields?: Record<string, string>; outcome?: string },
  mode: SendFormValues["content"],
): { fields: [Exclude<SendFormField, "root">, string][]; summary: string } {
  const fields: [Exclude<SendFormField, "root">, string][] = [];
  for (const [path, message] of Object.entries(err.fields ?? {})) {
    const field = formFieldOf(path);
    if (field !== "root") fields.push([field, message]);
  }
  const code = err.code === "upstream_rejected" ? upstreamCodeOf(err.message) : null;
  const field = code === null ? "root" : formFieldOfUpstreamCode(code, mode);
  if (field !== "root") fields.push([field, err.message]);
  // a send that may have gone out: the same again only replays this answer, so say what to do
  if (err.outcome === "unknown" || err.code === "upstream_timeout")
    return {
      fields,
      summary: `Not confirmed: ${err.message} The email may have been sent: check the email log before sending it again. Everything you wrote is kept.`,
    };
  const summary = RETRYABLE.includes(err.code)
    ? `Not sent: ${err.message} Everything you wrote is kept; sending again is safe (it will not go out twice).`
    : `Not sent: ${err.message}`;
  return { fields, summary };
}
