import "server-only";

import { and, eq, gte, isNull, lt, sql } from "drizzle-orm";

import type { SentEmail } from "@/lib/schemas/resources";
import type { Database } from "@/server/db/client";
import { sentEmailBodies, sentEmailRecipients } from "@/server/db/schema";

/** the account's timezone may be off */
const MATCH_WINDOW_MS = 36 * 3_600_000;

const hitColumns = {
  bodyId: sentEmailRecipients.bodyId,
  recipient: sentEmailRecipients.recipient,
  logId: sentEmailRecipients.logId,
  body: sentEmailBodies,
};

export function joined(d: Database) {
  return d
    .select(hitColumns)
    .from(sentEmailRecipients)
    .innerJoin(sentEmailBodies, eq(sentEmailBodies.id, sentEmailRecipients.bodyId))
    .$dynamic();
}

/** The closest within the window first; the subject as a template's with variables filled. */
export async function matchByRecord(d: Database, email: SentEmail, at: number | null, from: Date) {
  if (!email.recipient) return undefined;
  const candidates = await joined(d)
    .where(
      and(
        eq(sentEmailRecipients.recipient, email.recipient.toLowerCase()),
        eq(sentEmailBodies.sender, email.sender.toLowerCase()),
        isNull(sentEmailRecipients.logId),
        gte(sentEmailBodies.sentAt, from),
        ...(at === null
          ? []
          : [
              gte(sentEmailBodies.sentAt, new Date(at - MATCH_WINDOW_MS)),
              lt(sentEmailBodies.sentAt, new Date(at + MATCH_WINDOW_MS)),
            ]),
      ),
    )
    .orderBy(
      at === null
        ? sql`${sentEmailBodies.sentAt} DESC`
        : sql`abs(extract(epoch from ${sentEmailBodies.sentAt}) - ${at / 1000})`,
    )
    .limit(50);
  return candidates.find((c) => subjectMatches(c.body, email.subject));
}

function subjectMatches(body: typeof sentEmailBodies.$inferSelect, subject: string): boolean {
  if (body.subject === subject) return true;
  const vars = (body.template as { variables?: Record<string, unknown> } | null)?.variables;
  if (!vars) return false;
  const filled = body.subject.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (all, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : all,
  );
  return filled === subject;
}
