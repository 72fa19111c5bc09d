import "server-only";

import { createHash } from "node:crypto";

import { and, eq, isNull, lt, ne, sql } from "drizzle-orm";

import { db } from "@/server/db/client";
import { digestSends, digestSettings, users } from "@/server/db/schema";
import { env } from "@/server/env";
import { registerJob, scheduleJob, sendJob } from "@/server/jobs/runner";
import { consoleOrigin, NoSender, sendMail } from "@/server/watch/channels/email";

import { digestMail, gatherDigest } from "./digest-content";
import { duePeriod } from "./digest-due";

const DUE = "notify-digest-due";
export const DIGEST_SEND = "notify-digest";
export const DIGEST_JOB = {
  retryLimit: 5,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 300,
};

interface DigestJob {
  userId: number;
  period: string;
  from: number;
  to: number;
}

function jobId(userId: number, period: string): string {
  const h = createHash("sha256").update(`notify-digest:${userId}:${period}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Who is due now: one job per person and period (a stable id: enqueued once). */
export async function enqueueDueDigests(now = Date.now()): Promise<DigestJob[]> {
  const rows = await (
    await db()
  )
    .select({ s: digestSettings })
    .from(digestSettings)
    .innerJoin(users, eq(users.id, digestSettings.userId))
    .where(and(ne(digestSettings.frequency, "off"), eq(users.active, true)));
  const due: DigestJob[] = [];
  for (const { s } of rows) {
    const p = duePeriod(s, now, env().MESSAGING_API_TIMEZONE);
    if (!p) continue;
    const job = { userId: s.userId, ...p };
    await sendJob(DIGEST_SEND, job, { id: jobId(s.userId, p.period) });
    due.push(job);
  }
  return due;
}

registerJob(DUE, async () => {
  await enqueueDueDigests();
});
scheduleJob(DUE, "*/5 * * * *");

/**
 * Claims (person, period): the row is inserted before anything is sent, so
 * instances that race send once. A claim left by an instance that died before
 * finishing is taken over once it is older than a job's expiry: the job's retry
 * comes after that and a retry delay, so it finds the claim stale.
 */
export async function claimDigest(userId: number, period: string): Promise<boolean> {
  const database = await db();
  const fresh = await database
    .insert(digestSends)
    .values({ userId, period })
    .onConflictDoNothing()
    .returning({ userId: digestSends.userId });
  if (fresh.length) return true;
  const stale = await database
    .update(digestSends)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(digestSends.userId, userId),
        eq(digestSends.period, period),
        isNull(digestSends.outcome),
        lt(
          digestSends.claimedAt,
          sql`now() - make_interval(secs => ${DIGEST_JOB.expireInSeconds})`,
        ),
      ),
    )
    .returning({ userId: digestSends.userId });
  return stale.length > 0;
}

async function finish(userId: number, period: string, outcome: string, sent: boolean) {
  await (
    await db()
  )
    .update(digestSends)
    .set({ outcome: outcome.slice(0, 300), ...(sent ? { sentAt: sql`now()` } : {}) })
    .where(and(eq(digestSends.userId, userId), eq(digestSends.period, period)));
}

/** Builds and sends one digest, once per person and period; answers what happened. */
export async function sendDigest(job: DigestJob): Promise<"sent" | "empty" | "skipped"> {
  if (!(await claimDigest(job.userId, job.period))) return "skipped";
  const database = await db();
  const [row] = await database
    .select({ u: users, s: digestSettings })
    .from(users)
    .innerJoin(digestSettings, eq(digestSettings.userId, users.id))
    .where(eq(users.id, job.userId));
  if (!row?.u.active || row.s.frequency === "off") {
    await finish(job.userId, job.period, "off", false);
    return "skipped";
  }
  const digest = await gatherDigest(row.u.role, job.from, job.to);
  if (!digest.events.length && !row.s.sendEmpty) {
    await finish(job.userId, job.period, "empty", false);
    return "empty";
  }
  const mail = digestMail(
    digest,
    row.u.role,
    { frequency: row.s.frequency, from: job.from, to: job.to },
    consoleOrigin(),
    env().MESSAGING_API_TIMEZONE,
  );
  try {
    await sendMail(row.u.email, mail);
  } catch (err) {
    if (!(err instanceof NoSender)) {
      // let a retry claim it again at once
      await database
        .delete(digestSends)
        .where(and(eq(digestSends.userId, job.userId), eq(digestSends.period, job.period)));
      throw err;
    }
    await finish(job.userId, job.period, err.message, false);
    return "skipped";
  }
  await finish(job.userId, job.period, "sent", true);
  return "sent";
}

registerJob<DigestJob>(
  DIGEST_SEND,
  async (job) => {
    await sendDigest(job);
  },
  DIGEST_JOB,
);
