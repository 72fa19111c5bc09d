import "server-only";

import { createHash } from "node:crypto";

import { and, eq } from "drizzle-orm";

import { toBase64 } from "@/lib/schemas/email/console";
import { db } from "@/server/db/client";
import { notificationEmails, users, watchEvents } from "@/server/db/schema";
import { env } from "@/server/env";
import { registerJob, sendJob } from "@/server/jobs/runner";
import { upstream } from "@/server/upstream";
import { BACKGROUND_LANE, inLane } from "@/server/upstream/lanes";
import { audience } from "@/server/watch/audience";
import { eventMail, type MailText } from "@/server/watch/email-text";
import { registerChannel } from "@/server/watch/events";
import { notificationSender } from "@/server/watch/sender-setting";

const SEND = "notify-email";

/** The job id of (event, person): stable, so a fan-out run again enqueues nothing new. */
export function emailJobId(eventId: string, userId: number): string {
  const h = createHash("sha256").update(`notify-email:${eventId}:${userId}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

registerChannel("email", async (event) => {
  const userIds = await audience(event, "email");
  for (const userId of userIds)
    await sendJob(SEND, { eventId: event.id, userId }, { id: emailJobId(event.id, userId) });
});

/** The console's public origin, for absolute links in email. */
export function consoleOrigin(): string {
  return env().NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
}

/**
 * Sends one email through the account's own SMTP, in the upstream client's
 * background lane, so people using the console are served first.
 */
export async function sendMail(to: string, mail: MailText): Promise<string> {
  const from = await notificationSender();
  if (!from) throw new NoSender();
  const sent = await inLane(BACKGROUND_LANE, () =>
    upstream().smtp.send({
      email: {
        from: { name: "Messaging Console", email: from },
        to: [{ email: to }],
        subject: mail.subject,
        text: mail.text,
        html: toBase64(mail.html),
      },
    }),
  );
  return sent.id;
}

export class NoSender extends Error {
  constructor() {
    super("No sender address is chosen for notification email");
  }
}

registerJob<{ eventId: string; userId: number }>(
  SEND,
  async ({ eventId, userId }) => {
    const database = await db();
    const [done] = await database
      .select()
      .from(notificationEmails)
      .where(and(eq(notificationEmails.eventId, eventId), eq(notificationEmails.userId, userId)));
    if (done) return;
    const [event] = await database.select().from(watchEvents).where(eq(watchEvents.id, eventId));
    const [user] = await database.select().from(users).where(eq(users.id, userId));
    if (!event || !user?.active) return;
    let upstreamId: string;
    try {
      upstreamId = await sendMail(
        user.email,
        eventMail(event, consoleOrigin(), env().MESSAGING_API_TIMEZONE),
      );
    } catch (err) {
      if (err instanceof NoSender)
        return console.warn(`[notify] ${err.message}: ${eventId} not emailed`);
      throw err;
    }
    await database
      .insert(notificationEmails)
      .values({ eventId, userId, upstreamId })
      .onConflictDoNothing();
  },
  { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
);
