import { emailSendSchema, type EmailMessage } from "@messaging-console/contract/email";
import type { z } from "zod";

import type { ApiContext } from "../context";
import { ApiError, badRequest, type Router } from "../http";
import { base64Bytes, htmlToText, linksOf, renderTemplate } from "./delivery";
import { describeIssue, parseWith } from "./request";
import { storeSend } from "./store-send";

/** The production upstream's code for the first problem of a POST /smtp/emails body. */
function sendError(issue: z.core.$ZodIssue): ApiError {
  const message = describeIssue(issue);
  const custom: unknown = issue.code === "custom" ? issue.params?.upstreamCode : undefined;
  if (typeof custom === "number") return badRequest(message, custom);
  const [root, field, sub] = issue.path;
  if (root !== "email" || field === undefined) return badRequest(message, 999);
  switch (field) {
    case "from":
      return badRequest(message, 10);
    case "template":
      return badRequest(message, sub === "variables" ? 731 : 10);
    case "to":
    case "cc":
    case "bcc":
      return badRequest(message, issue.code === "too_big" && sub === undefined ? 550 : 11);
    case "subject":
      return badRequest(message, 12);
    case "html":
    case "text":
      return badRequest(message, 13);
    default:
      return badRequest(message, 999);
  }
}

/** html and text of the email: given directly, or rendered from a stored template. */
async function contentOf(ctx: ApiContext, m: EmailMessage) {
  if (!m.template) {
    const html = m.html === undefined ? "" : Buffer.from(m.html, "base64").toString("utf8");
    return { html, text: m.text ?? "", subject: m.subject };
  }
  const ref = String(m.template.id);
  const res = await ctx.db.query<{ body: string }>(
    /^\d{1,9}$/.test(ref)
      ? `SELECT body FROM smtp_templates WHERE real_id = $1::int`
      : `SELECT body FROM smtp_templates WHERE id = $1`,
    [ref],
  );
  const template = res.rows[0];
  if (!template) throw badRequest("Template not found", 31);
  if (template.body.trim() === "") throw badRequest("Template body is empty", 32);
  return {
    html: renderTemplate(template.body, m.template.variables),
    text: "",
    subject: renderTemplate(m.subject, m.template.variables),
  };
}

export function registerSend(router: Router, ctx: ApiContext): void {
  router.post("/smtp/emails", async ({ body }) => {
    const { email: m } = parseWith(emailSendSchema, body, sendError);
    const content = await contentOf(ctx, m);
    const text = content.text || (m.auto_plain_text ? htmlToText(content.html) : "");
    const size =
      600 +
      Buffer.byteLength(content.subject) +
      Buffer.byteLength(content.html) +
      Buffer.byteLength(text) +
      Object.values(m.attachments ?? {}).reduce((s, v) => s + Buffer.byteLength(v), 0) +
      Object.values(m.attachments_binary ?? {}).reduce((s, v) => s + base64Bytes(v), 0);
    const recipients = [...m.to, ...(m.cc ?? []), ...(m.bcc ?? [])].map((r) => r.email);
    const ids = await storeSend(ctx, {
      sender: m.from.email,
      recipients,
      subject: content.subject,
      size,
      links: linksOf(content.html),
    });
    return { result: true, id: ids[0] };
  });
}
