import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { db } from "@/server/db/client";
import { watchConditions, watchEvents } from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";
import { changeRule } from "@/server/watch/rule-settings";
import { startConsoleHarness, type ConsoleHarness } from "@/test/console-api";

import { checkBounces } from "./bounces";
import { checkDomains } from "./domains";
import { forgetEmails } from "./email-window";

// The email rules against the embedded Messaging API over HTTP: its account's
// sender domains (some fail DKIM/SPF/DMARC) and a bounce spike from its control route.
// The checks are called here, not by the job queue (whose cron would run them too);
// without a queue an event's fan-out is left to the sweep.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await startConsoleHarness({ dnsPort: 0 });
  process.env.DNS_SERVERS = h.api.dns!.server.address;
  resetEnvForTests();
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  await h.close();
});
beforeEach(async () => {
  forgetEmails();
  await (await db()).delete(watchEvents);
  await (await db()).delete(watchConditions);
});

/** The console keeps list pages 2 s (server/upstream/reads.ts): a change is read after that. */
const pastListCache = () => new Promise((r) => setTimeout(r, 2_100));

const events = async (ruleId: string) =>
  (await db()).select().from(watchEvents).where(eq(watchEvents.ruleId, ruleId));

async function spike(sender: string, count: number, bounceRate: number) {
  const res = await fetch(`${h.api.url}/__control/smtp/bounce-spike`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sender, count, bounceRate, minutes: 20 }),
  });
  expect(res.status).toBe(200);
  await pastListCache();
}

describe("bounce rate per sender domain", () => {
  it("fires once for a spike, not while it holds, and resolves once it is over", async () => {
    await spike("news@spike.example", 300, 0.4);
    await spike("news@calm.example", 300, 0);
    const now = h.api.clock.nowMs() + 1000;
    await checkBounces(now);
    await checkBounces(now + 60_000);
    const fired = await events("email.hard-bounces");
    expect(fired.map((e) => [e.type, e.subject])).toEqual([["alert.fired", "spike.example"]]);
    const [event] = fired;
    expect(event!.link).toBe("/email/bounces?kind=hard&sender=spike.example");
    expect(event!.summary).toMatch(/in the last 60 minutes; alert at 2 % of at least 200 sent\.$/);
    expect(event!.permission).toBe("email:read");

    // an hour and more later the spike has left the window
    await checkBounces(now + 90 * 60_000);
    await checkBounces(now + 91 * 60_000);
    const after = await events("email.hard-bounces");
    expect(after.map((e) => e.type).sort()).toEqual(["alert.fired", "alert.resolved"]);
  });

  it("waits for the least number sent, and follows an admin's threshold", async () => {
    await spike("news@small.example", 120, 0.4);
    const now = h.api.clock.nowMs() + 1000;
    await checkBounces(now);
    await changeRule("email.hard-bounces", { params: { minSent: 100 } });
    const small = async () =>
      (await events("email.hard-bounces")).filter((e) => e.subject === "small.example");
    expect(await small()).toEqual([]);
    await changeRule("email.hard-bounces", { params: { minSent: 100 } });
    await checkBounces(now + 60_000);
    expect(await small()).toHaveLength(1);
    await changeRule("email.hard-bounces", { enabled: false });
    await (await db()).delete(watchConditions);
    await checkBounces(now + 120_000);
    expect(await small()).toHaveLength(1);
    await changeRule("email.hard-bounces", { enabled: true, params: { minSent: 200 } });
  });
});

describe("sender domain checks", () => {
  it("fires for each failing verdict and resolves when the Messaging API passes it again", async () => {
    await checkDomains();
    const fired = await events("domains.checks");
    const subjects = fired.map((e) => e.subject);
    expect(subjects).toContain("northwind-deals.example:dmarc");
    expect(subjects).not.toContain("northwind-shop.example:dmarc");
    const dmarc = fired.find((e) => e.subject === "northwind-deals.example:dmarc")!;
    expect(dmarc.title).toBe("DMARC fails for northwind-deals.example");
    expect(dmarc.link).toBe("/email/domains#northwind-deals.example");

    await checkDomains();
    expect(await events("domains.checks")).toHaveLength(fired.length);

    // published at the DNS host: the Messaging API's verdict and the lookups both pass
    const res = await fetch(`${h.api.url}/__control/dns`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "_dmarc.northwind-deals.example",
        records: [
          { type: "TXT", value: "v=DMARC1; p=none; rua=mailto:dmarc@northwind-deals.example" },
        ],
      }),
    });
    expect(res.status).toBe(200);
    await pastListCache();
    // a passing verdict is judged once this instance has looked the domain up
    for (let m = 0; m < 5; m++) await checkDomains(Date.now() + m * 60_000);
    const resolved = (await events("domains.checks")).filter((e) => e.type === "alert.resolved");
    expect(resolved.map((e) => e.subject)).toEqual(["northwind-deals.example:dmarc"]);
    const [row] = await (
      await db()
    )
      .select()
      .from(watchConditions)
      .where(
        and(
          eq(watchConditions.ruleId, "domains.checks"),
          eq(watchConditions.subject, "northwind-deals.example:dmarc"),
        ),
      );
    expect(row?.state).toBe("ok");
  });
});
