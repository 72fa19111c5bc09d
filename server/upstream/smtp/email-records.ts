import "server-only";

import { z } from "zod";

import type { SentEmail } from "@/lib/schemas/resources";
import { count, listOf, listReply, obj, text, textOr, textOrNull } from "@/server/upstream/coerce";
import { parseReply, readItems } from "@/server/upstream/parse";

const linkRaw = z.looseObject({
  url: textOr(""),
  browser: textOr(""),
  os: textOr(""),
  screen_resolution: textOr(""),
  ip: textOr(""),
  country: textOr(""),
  action_date: textOr(""),
});
const clientRaw = z.looseObject({
  browser: textOr(""),
  os: textOr(""),
  ip: textOr(""),
  country: textOr(""),
  action_date: textOr(""),
});

export const emailRaw = z.looseObject({
  id: text,
  sender: textOr(""),
  recipient: textOrNull,
  subject: textOr(""),
  send_date: textOr(""),
  total_size: count,
  sender_ip: textOr(""),
  used_ip: textOr(""),
  smtp_answer_code: count,
  smtp_answer_subcode: textOr(""),
  smtp_answer_data: textOr(""),
  // PHP's empty array `[]` stands for "no tracking"
  tracking: obj({
    open: count,
    click: count,
    link: listOf(z.unknown()),
    client_info: listOf(z.unknown()),
  }),
});

export function toEmail(raw: z.output<typeof emailRaw>): SentEmail {
  const { tracking, ...rest } = raw;
  return {
    id: rest.id,
    sender: rest.sender,
    recipient: rest.recipient,
    subject: rest.subject,
    send_date: rest.send_date,
    total_size: rest.total_size,
    sender_ip: rest.sender_ip,
    used_ip: rest.used_ip,
    smtp_answer_code: rest.smtp_answer_code,
    smtp_answer_subcode: rest.smtp_answer_subcode,
    smtp_answer_data: rest.smtp_answer_data,
    tracking: {
      open: tracking.open,
      click: tracking.click,
      // a tracking entry that is not an object is left out; its fields default one by one
      link: readItems(linkRaw, tracking.link, "tracking link").items.map(
        ({ url, browser, os, screen_resolution, ip, country, action_date }) => ({
          url,
          browser,
          os,
          screen_resolution,
          ip,
          country,
          action_date,
        }),
      ),
      client_info: readItems(clientRaw, tracking.client_info, "tracking client").items.map(
        ({ browser, os, ip, country, action_date }) => ({ browser, os, ip, country, action_date }),
      ),
    },
  };
}

/** Tolerates `{data:[…]}`, a map keyed 0..n and a single record too. */
const emailListReply = z.unknown().transform((v, ctx): unknown[] => {
  if (v && typeof v === "object" && !Array.isArray(v) && "id" in v) return [v];
  const read = listReply.safeParse(v);
  if (read.success) return read.data;
  ctx.addIssue({ code: "custom", message: "expected a list of emails" });
  return z.NEVER;
});

export function readEmails(raw: unknown, what: string): { items: SentEmail[]; unreadable: number } {
  const { items, unreadable } = readItems(emailRaw, parseReply(emailListReply, raw, what), "email");
  return { items: items.map(toEmail), unreadable };
}
