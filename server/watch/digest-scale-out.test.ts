import { and, eq, inArray, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/**
 * Two consoles on one PostgreSQL sending the same due digests: both run the due
 * check and both work the digest queue (this process's job queue and a second
 * pg-boss on the same schema), and both may run one person's digest at the same
 * moment, or retry one a console that died had claimed. Each person gets one email
 * per period.
 */
const sent: { to: string; subject: string }[] = [];
vi.mock("@/server/upstream", () => ({
  upstream: () => ({
    smtp: {
      listSenders: async () => ({ items: [{ email: "alerts@example.com", status: "Active" }] }),
      send: async (body: { email: { to: { email: string }[]; subject: string } }) => {
        // a send that takes a while, so the consoles' runs overlap
        await new Promise((r) => setTimeout(r, 200));
        sent.push({ to: body.email.to[0]!.email, subject: body.email.subject });
        return { id: `up-${sent.length}` };
      },
    },
  }),
}));

const { openDatabase, setDatabaseForTests } = await import("@/server/db/client");
const { digestSends, digestSettings, users } = await import("@/server/db/schema");
const { env } = await import("@/server/env");
const { startJobs, stopJobs } = await import("@/server/jobs/runner");
const { wallClock } = await import("@/lib/datetime");
const { claimDigest, DIGEST_JOB, DIGEST_SEND, enqueueDueDigests, sendDigest } =
  await import("./digest");
const { setNotificationSender } = await import("./sender-setting");

const url = process.env.TEST_DATABASE_URL;
// a schema of its own per run: digest jobs an earlier run left must not be worked here
const SCHEMA = `pgboss_digest_scale_${process.pid}`;
const tag = `digest-${process.pid}-${Date.now()}`;

describe.skipIf(!url)(
  "digests with two consoles (PostgreSQL only: skipped without TEST_DATABASE_URL)",
  () => {
    let handle: Awaited<ReturnType<typeof openDatabase>>;
    let other: PgBoss;
    let people: { id: number; email: string }[] = [];
    beforeAll(async () => {
      handle = await openDatabase({ url });
      setDatabaseForTests(handle);
      await setNotificationSender("alerts@example.com");
      const hour = Number(wallClock(Date.now(), env().MESSAGING_API_TIMEZONE).time.slice(0, 2));
      people = await handle.db
        .insert(users)
        .values(
          [1, 2, 3].map((i) => ({
            email: `${tag}-${i}@x.test`,
            name: `D${i}`,
            role: "admin" as const,
          })),
        )
        .returning({ id: users.id, email: users.email });
      // due now: daily at this hour, sent even with nothing to report
      await handle.db.insert(digestSettings).values(
        people.map((p) => ({
          userId: p.id,
          frequency: "daily" as const,
          hour,
          weekday: 1,
          sendEmpty: true,
        })),
      );
      await startJobs({ url, schema: SCHEMA }, 0.5);
      // the other console: the same handler on the same queue
      other = new PgBoss({ connectionString: url, schema: SCHEMA, max: 2 });
      other.on("error", () => {});
      await other.start();
      await other.work<Parameters<typeof sendDigest>[0]>(
        DIGEST_SEND,
        { pollingIntervalSeconds: 0.5 },
        async (jobs) => {
          for (const job of jobs) await sendDigest(job.data);
        },
      );
    }, 60_000);

    afterAll(async () => {
      await other?.stop({ graceful: false, wait: true });
      await stopJobs();
      const ids = people.map((p) => p.id);
      if (ids.length) {
        await handle.db.delete(digestSends).where(inArray(digestSends.userId, ids));
        await handle.db.delete(digestSettings).where(inArray(digestSettings.userId, ids));
        await handle.db.delete(users).where(inArray(users.id, ids));
      }
      await handle?.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`));
      setDatabaseForTests(undefined);
      await handle?.close();
    });

    const emailsTo = (email: string) => sent.filter((s) => s.to === email);
    const outcomes = async (period: string) =>
      handle.db
        .select({ userId: digestSends.userId, outcome: digestSends.outcome })
        .from(digestSends)
        .where(
          and(
            eq(digestSends.period, period),
            inArray(
              digestSends.userId,
              people.map((p) => p.id),
            ),
          ),
        );
    const settle = () => new Promise((r) => setTimeout(r, 1_500));

    it("sends each due digest once when both consoles run the due check and work the queue", async () => {
      const now = Date.now();
      // both consoles' due checks at once: the job id (person and period) makes one job
      const [a, b] = await Promise.all([enqueueDueDigests(now), enqueueDueDigests(now)]);
      const ours = a.filter((j) => people.some((p) => p.id === j.userId));
      expect(ours).toHaveLength(people.length);
      expect(b.filter((j) => people.some((p) => p.id === j.userId))).toEqual(ours);
      const period = ours[0]!.period;
      for (let end = Date.now() + 20_000; Date.now() < end;) {
        const rows = await outcomes(period);
        if (rows.length === people.length && rows.every((r) => r.outcome === "sent")) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      await settle();
      const { rows: jobs } = await other
        .getDb()
        .executeSql(
          `SELECT data FROM ${SCHEMA}.job WHERE name = $1 AND (data->>'userId')::int = ANY($2)`,
          [DIGEST_SEND, people.map((p) => p.id)],
        );
      expect(jobs).toHaveLength(people.length);
      for (const p of people) expect(emailsTo(p.email)).toHaveLength(1);
      expect((await outcomes(period)).map((r) => r.outcome)).toEqual(people.map(() => "sent"));
    }, 40_000);

    it("sends once when both consoles run one person's digest at the same moment", async () => {
      const period = "daily:2001-01-01";
      const before = sent.length;
      // six runs per person at once, each on its own connection of the pool
      const results = await Promise.all(
        people.flatMap((p) =>
          Array.from({ length: 6 }, () =>
            sendDigest({ userId: p.id, period, from: Date.now() - 86_400_000, to: Date.now() }),
          ),
        ),
      );
      expect(results.filter((r) => r === "sent")).toHaveLength(people.length);
      const now = sent.slice(before);
      expect(now.map((s) => s.to).sort()).toEqual(people.map((p) => p.email).sort());
    });

    it("sends once when the retry of a job whose console died after claiming it comes", async () => {
      const [p] = people;
      const job = {
        userId: p!.id,
        period: "daily:2001-01-02",
        from: Date.now() - 86_400_000,
        to: Date.now(),
      };
      const before = emailsTo(p!.email).length;
      // the console that died had claimed the digest and sent nothing
      expect(await claimDigest(job.userId, job.period)).toBe(true);
      // while its job may still be running, nobody else sends
      expect(await sendDigest(job)).toBe("skipped");
      // stands for the time until the job's retry at the earliest: its expiry, then a retry delay
      const waited = DIGEST_JOB.expireInSeconds + DIGEST_JOB.retryDelay;
      await handle.db
        .update(digestSends)
        .set({ claimedAt: sql`${digestSends.claimedAt} - make_interval(secs => ${waited})` })
        .where(and(eq(digestSends.userId, job.userId), eq(digestSends.period, job.period)));
      // and two take-overs at once still send once
      const results = await Promise.all([sendDigest(job), sendDigest(job)]);
      expect(results.sort()).toEqual(["sent", "skipped"]);
      expect(emailsTo(p!.email)).toHaveLength(before + 1);
      expect(await outcomes(job.period)).toEqual([{ userId: job.userId, outcome: "sent" }]);
    });
  },
);
