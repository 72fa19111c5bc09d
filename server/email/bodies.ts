import "server-only";

import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";
import { and, eq, gte, isNull, or, sql } from "drizzle-orm";

import {
  BODY_HTML_MAX_CHARS,
  BODY_TEXT_MAX_CHARS,
  type EmailBodyReply,
  type StoredEmailBody,
} from "@/lib/schemas/email/body";
import { base64Size, type ConsoleEmailSend } from "@/lib/schemas/email/console";
import type { SentEmail } from "@/lib/schemas/resources";
import { db } from "@/server/db/client";
import { sentEmailBodies, sentEmailRecipients } from "@/server/db/schema";
import { env } from "@/server/env";

import { joined, matchByRecord } from "./body-match";
import { cutoff, purgeNowAndThen, retentionDays } from "./body-retention";

export { purgeExpiredBodies, purgeNowAndThen } from "./body-retention";

/*
 * The upstream keeps no bodies, so the console keeps those it sends. One send to n
 * recipients is n log records but the reply names one id, so each recipient gets a row,
 * matched to its log record exactly by id or by recipient, sender, filled subject and a
 * 36-hour window; a match is remembered, so no row serves two records.
 */

type EmailIn = ConsoleEmailSend["email"];

/** Never fails the send (the email went out): a database error is logged and the body not kept. */
export async function keepSentBody(input: {
  userId: number | null;
  email: EmailIn;
  sendId: string;
  now?: Date;
}): Promise<void> {
  if (retentionDays() === 0) return;
  const { email } = input;
  try {
    const html = email.html === undefined ? null : Buffer.from(email.html, "base64").toString();
    const text = email.text ? email.text : null;
    const truncated =
      (html?.length ?? 0) > BODY_HTML_MAX_CHARS || (text?.length ?? 0) > BODY_TEXT_MAX_CHARS;
    const attachments = [
      ...Object.entries(email.attachments ?? {}).map(([name, content]) => ({
        name,
        size: Buffer.byteLength(content),
      })),
      ...Object.entries(email.attachments_binary ?? {}).map(([name, b64]) => ({
        name,
        size: base64Size(b64),
      })),
    ];
    const d = await db();
    await d.transaction(async (tx) => {
      const [row] = await tx
        .insert(sentEmailBodies)
        .values({
          sentAt: input.now ?? new Date(),
          userId: input.userId,
          sender: email.from.email.toLowerCase(),
          subject: email.subject,
          html: html?.slice(0, BODY_HTML_MAX_CHARS) ?? null,
          text: text?.slice(0, BODY_TEXT_MAX_CHARS) ?? null,
          template: email.template ?? null,
          attachments,
          truncated,
        })
        .returning({ id: sentEmailBodies.id });
      const first = email.to[0]?.email.toLowerCase();
      const recipients = [
        ...new Set(
          [...email.to, ...(email.cc ?? []), ...(email.bcc ?? [])].map((r) =>
            r.email.toLowerCase(),
          ),
        ),
      ];
      await tx.insert(sentEmailRecipients).values(
        recipients.map((recipient) => ({
          bodyId: row!.id,
          recipient,
          sendId: recipient === first ? input.sendId : null,
        })),
      );
    });
    await purgeNowAndThen(input.now);
  } catch (err) {
    console.error(
      `[console] the body of email ${input.sendId} was not kept: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

export async function findSentBody(
  id: string,
  record: () => Promise<SentEmail>,
  now = new Date(),
): Promise<EmailBodyReply> {
  const days = retentionDays();
  if (days === 0) return { stored: false, retentionDays: 0, reason: "retention_off" };
  const from = cutoff(now);

  const d = await db();
  let [hit] = await joined(d)
    .where(
      and(
        or(eq(sentEmailRecipients.logId, id), eq(sentEmailRecipients.sendId, id)),
        gte(sentEmailBodies.sentAt, from),
      ),
    )
    .orderBy(sql`${sentEmailRecipients.logId} = ${id} DESC`)
    .limit(1);

  if (!hit) {
    // not matched yet: the log record says whom, from whom, what and when
    const email = await record();
    const at = parseUpstreamDate(email.send_date, env().MESSAGING_API_TIMEZONE);
    hit = await matchByRecord(d, email, at, from);
    if (!hit)
      return {
        stored: false,
        retentionDays: days,
        reason: at !== null && at < from.getTime() ? "expired" : "not_from_console",
      };
  }
  if (hit.logId !== id) {
    await d
      .update(sentEmailRecipients)
      .set({ logId: id })
      .where(
        and(
          eq(sentEmailRecipients.bodyId, hit.bodyId),
          eq(sentEmailRecipients.recipient, hit.recipient),
          isNull(sentEmailRecipients.logId),
        ),
      )
      .catch(() => {});
  }
  return { stored: true, retentionDays: days, body: toBody(hit.body) };
}

function toBody(b: typeof sentEmailBodies.$inferSelect): StoredEmailBody {
  return {
    subject: b.subject,
    html: b.html,
    text: b.text,
    template: (b.template as StoredEmailBody["template"]) ?? null,
    attachments: (b.attachments as StoredEmailBody["attachments"]) ?? [],
    truncated: b.truncated,
    sentAt: b.sentAt.toISOString(),
  };
}
