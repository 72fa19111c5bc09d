import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const sent: { to: string; subject: string; text: string }[] = [];
vi.mock("@/server/upstream", () => ({
  upstream: () => ({
    smtp: {
      listSenders: async () => ({ items: [{ email: "alerts@example.com", status: "Active" }] }),
      send: async (body: { email: { to: { email: string }[]; subject: string; text: string } }) => {
        sent.push({
          to: body.email.to[0]!.email,
          subject: body.email.subject,
          text: body.email.text,
        });
        return { id: `up-${sent.length}` };
      },
    },
  }),
}));

const { openDatabase, setDatabaseForTests, db } = await import("@/server/db/client");
const { startJobs, stopJobs } = await import("@/server/jobs/runner");
const schema = await import("@/server/db/schema");
const { publish } = await import("./events");
const { deliverToConsole } = await import("@/server/watch/channels/console");
await import("@/server/watch/channels/email");
const { claimDigest, DIGEST_JOB, sendDigest } = await import("./digest");
const { notifyUsers } = await import("./notify-users");
const { setNotificationSender } = await import("./sender-setting");
const { writePrefs } = await import("./prefs");

async function until<T>(check: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

const finished = {
  title: "Campaign finished: Spring sale",
  summary: "Sent 100, delivered 97",
  link: "/viber/campaigns/7",
  severity: "info" as const,
  permission: "campaigns:read" as const,
};
const digestOff = { frequency: "off" as const, hour: 8, weekday: 1, sendEmpty: false };

describe("channels (PGlite, the job queue)", () => {
  let close: () => Promise<void>;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const handle = await openDatabase({});
    setDatabaseForTests(handle);
    await startJobs({ pglite: handle.pglite }, 0.5);
    const rows = await (
      await db()
    )
      .insert(schema.users)
      .values([
        { email: "admin@x.test", name: "A", role: "admin" },
        { email: "mark@x.test", name: "M", role: "marketer" },
        { email: "sup@x.test", name: "S", role: "support" },
      ])
      .returning();
    for (const r of rows) ids[r.role] = r.id;
    await setNotificationSender("alerts@example.com");
    close = async () => {
      await stopJobs();
      setDatabaseForTests(undefined);
      await handle.close();
    };
  });
  afterAll(() => close());

  const rowsOf = async (eventId: string) =>
    (await db())
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.eventId, eventId));

  it("puts an event in the bell of each allowed, subscribed person, once however often it runs", async () => {
    await writePrefs(
      { id: ids.support!, role: "support" },
      {
        subscriptions: { "viber.finished": { console: false, email: false } },
        digest: digestOff,
      },
    );
    const event = await publish(
      "alert.fired",
      finished,
      { what: "campaign", value: "97 %" },
      "viber.finished",
      "7",
    );
    const rows = await until(async () => {
      const r = await rowsOf(event.id);
      return r.length >= 2 ? r : undefined;
    });
    expect(rows.map((r) => r.userId).sort()).toEqual([ids.admin, ids.marketer].sort());
    expect(await deliverToConsole(event)).toBe(0);
    expect(await deliverToConsole(event)).toBe(0);
    expect(await rowsOf(event.id)).toHaveLength(2);
  });

  it("emails who chose email once per event, even when the fan-out runs again", async () => {
    await writePrefs(
      { id: ids.marketer!, role: "marketer" },
      {
        subscriptions: { "viber.finished": { console: true, email: true } },
        digest: digestOff,
      },
    );
    const event = await publish(
      "alert.fired",
      finished,
      { what: "delivered", value: "97 %", window: "the campaign", threshold: "median 95 %" },
      "viber.finished",
      "8",
    );
    await until(async () => (sent.some((s) => s.subject === finished.title) ? true : undefined));
    const mail = sent.find((s) => s.subject === finished.title)!;
    expect(mail.to).toBe("mark@x.test");
    expect(mail.text).toContain("Measured: delivered: 97 %");
    expect(mail.text).toContain("Threshold: median 95 %");
    expect(mail.text).toMatch(/Open: http:\/\/[^/]+\/viber\/campaigns\/7/);
    // the fan-out job again, as after a failed channel: the email job has the same id
    const { sendJob } = await import("@/server/jobs/runner");
    await sendJob("watch-fan-out", { eventId: event.id });
    await new Promise((r) => setTimeout(r, 3000));
    expect(sent.filter((s) => s.subject === finished.title)).toHaveLength(1);
    const markers = await (
      await db()
    )
      .select()
      .from(schema.notificationEmails)
      .where(and(eq(schema.notificationEmails.eventId, event.id)));
    expect(markers.map((m) => m.userId)).toEqual([ids.marketer]);
  });

  it("tells only the named people of a notice", async () => {
    const event = await notifyUsers([ids.support!], {
      title: "A campaign waits for your approval",
    });
    const rows = await until(async () => {
      const r = await rowsOf(event.id);
      return r.length ? r : undefined;
    });
    expect(rows.map((r) => r.userId)).toEqual([ids.support]);
  });

  it("claims a digest once per person and period, even when instances race", async () => {
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimDigest(ids.admin!, "daily:2026-01-01")),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("lets the retry of a job whose console died take its claim over, not before", async () => {
    const period = "daily:2026-01-02";
    const age = async (seconds: number) =>
      (await db())
        .update(schema.digestSends)
        .set({ claimedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(
          and(eq(schema.digestSends.userId, ids.admin!), eq(schema.digestSends.period, period)),
        );
    expect(await claimDigest(ids.admin!, period)).toBe(true);
    // within the job's expiry its console may still be sending
    await age(DIGEST_JOB.expireInSeconds - 30);
    expect(await claimDigest(ids.admin!, period)).toBe(false);
    // the job's retry comes a retry delay after its expiry at the earliest
    await age(DIGEST_JOB.expireInSeconds + DIGEST_JOB.retryDelay);
    expect(await claimDigest(ids.admin!, period)).toBe(true);
    expect(await claimDigest(ids.admin!, period)).toBe(false);
  });

  it("sends a digest once per period and skips a day with nothing to report unless asked", async () => {
    const job = {
      userId: ids.marketer!,
      period: "daily:2026-02-02",
      from: Date.now() - 86_400_000,
      to: Date.now() + 1000,
    };
    await writePrefs(
      { id: ids.marketer!, role: "marketer" },
      { subscriptions: {}, digest: { ...digestOff, frequency: "daily" } },
    );
    expect(await sendDigest(job)).toBe("sent");
    expect(await sendDigest(job)).toBe("skipped");
    const quiet = { ...job, period: "daily:2020-01-01", from: 0, to: 1000 };
    expect(await sendDigest(quiet)).toBe("empty");
    await writePrefs(
      { id: ids.marketer!, role: "marketer" },
      { subscriptions: {}, digest: { ...digestOff, frequency: "daily", sendEmpty: true } },
    );
    expect(await sendDigest({ ...quiet, period: "daily:2020-01-02" })).toBe("sent");
    const digests = sent.filter((s) => s.subject.startsWith("Daily digest"));
    expect(digests.map((d) => d.subject)).toEqual([
      "Daily digest: 2 alerts",
      "Daily digest: nothing to report",
    ]);
  });
});
