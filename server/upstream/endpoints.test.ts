import {
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { DEMO_VIBER_TEMPLATES } from "@messaging-console/messaging-api/viber/demo-content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  addressBookSchema,
  blacklistEntrySchema,
  bounceSchema,
  campaignSchema,
  campaignStatisticsSchema,
  domainSchema,
  emailSenderSchema,
  emailTemplateSchema,
  recipientSchema,
  sentEmailSchema,
  unsubscribeSchema,
  viberSenderSchema,
} from "@/lib/schemas/resources";

import { createUpstreamClient, type UpstreamClient } from "./index";

// Every typed function against the embedded Messaging API with its demo data:
// the replies parse and come out in the one normalised shape per resource.
let api: TestMessagingApi;
let up: UpstreamClient;

beforeAll(async () => {
  api = await startTestMessagingApi({ seed: true, maxRps: 1000 });
  up = createUpstreamClient({
    baseUrl: api.url,
    clientId: "console-demo",
    clientSecret: "console-demo-secret",
    maxRps: 1000,
    timeoutMs: 20_000,
  });
}, 180_000);
afterAll(() => api.close());

describe("viber", () => {
  it("lists campaigns and reads one with statistics and recipients", async () => {
    const list = await up.viber.listCampaigns({ limit: 50 });
    expect(list.items.length).toBeGreaterThan(20);
    for (const c of list.items) campaignSchema.parse(c);
    const big = list.items.find((c) => c.name.startsWith("Black Friday"));
    expect(big).toBeDefined();
    const stats = campaignStatisticsSchema.parse(await up.viber.getCampaign(big!.id));
    expect(stats.statistic.sent + stats.statistic.errors).toBe(100_000);
    const recipients = await up.viber.listRecipients(big!.id);
    expect(recipients).toHaveLength(100_000);
    recipientSchema.parse(recipients[0]);
    expect(recipients[0]!.phone).toMatch(/^\d{7,15}$/);
  }, 60_000);

  it("creates a campaign and finds it in the list", async () => {
    const senders = await up.viber.listSenders();
    const sender = senders.items.find((s) => s.status === "verified")!;
    const made = await up.viber.createCampaign({
      task_name: "Upstream client test",
      message_type: 3,
      sender_id: sender.id,
      message_live_time: 3600,
      send_date: "now",
      recipients: ["380501234567"],
      message: DEMO_VIBER_TEMPLATES[0],
    });
    expect(made.id).toBeGreaterThan(0);
    const list = await up.viber.listCampaigns({ limit: 5 });
    expect(list.items.some((c) => c.id === made.id)).toBe(true);
  });

  it("reads senders, one sender, address books and the blacklist", async () => {
    const senders = await up.viber.listSenders();
    senders.items.forEach((s) => viberSenderSchema.parse(s));
    const one = await up.viber.getSender(senders.items[0]!.id);
    expect(one.countries.length).toBeGreaterThan(0);
    (await up.viber.listAddressBooks({ limit: 100 })).items.forEach((b) =>
      addressBookSchema.parse(b),
    );
    const bl = await up.viber.listBlacklist({ limit: 10, offset: 0 });
    expect(bl.total).toBeGreaterThanOrEqual(300);
    bl.items.forEach((e) => blacklistEntrySchema.parse(e));
    expect(
      await up.viber.addToBlacklist({ phones: ["380509998877"], description: "test" }),
    ).toEqual({ added: 1, exists: 0 });
    expect(await up.viber.removeFromBlacklist({ phones: ["380509998877"] })).toEqual({
      deleted: 1,
    });
  });

  it("reads a campaign once for reads moments apart, and again after a create", async () => {
    const { items } = await up.viber.listCampaigns({ limit: 1 });
    const id = items[0]!.id;
    const path = `/viber/task/${id}`;
    const reads = () => api.received({ method: "GET" }).filter((c) => c.path === path).length;
    const before = reads();
    await up.viber.getCampaign(id);
    await up.viber.getCampaign(id);
    expect(reads() - before).toBe(1);
    const senders = await up.viber.listSenders();
    await up.viber.createCampaign({
      task_name: "Cache test",
      message_type: 3,
      sender_id: senders.items.find((s) => s.status === "verified")!.id,
      message_live_time: 3600,
      send_date: "now",
      recipients: ["380501234568"],
      message: DEMO_VIBER_TEMPLATES[0],
    });
    await up.viber.getCampaign(id);
    expect(reads() - before).toBe(2); // a write drops what was kept
  });

  it("passes the upstream's refusal on in words", async () => {
    const err = await up.viber
      .createCampaign({
        message_type: 2,
        sender_id: 999999,
        message_live_time: 60,
        send_date: "now",
        recipients: ["380501234567"],
        message: "Hi",
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: "upstream_rejected" });
    expect((err as Error).message).toMatch(/refused/i);
  });
});

describe("smtp", () => {
  it("sends, lists, reads one and looks ids up", async () => {
    const sent = await up.smtp.send({
      email: {
        from: {
          name: "Demo",
          email: (await up.smtp.listSenders()).items.find((s) => s.status === "Active")!.email,
        },
        to: [{ name: "Ann", email: "ann.upstream-test@example.com" }],
        subject: "Hello",
        html: Buffer.from("<p>Hi</p>").toString("base64"),
        text: "Hi",
      },
    });
    expect(sent.id).toMatch(/^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{2}$/);
    const mine = await up.smtp.listEmails({ recipient: "ann.upstream-test@example.com" });
    expect(mine.items.map((e) => e.id)).toContain(sent.id);
    const one = sentEmailSchema.parse(await up.smtp.getEmail(sent.id));
    expect(typeof one.total_size).toBe("number");
    expect(typeof one.smtp_answer_code).toBe("number");
    const unknown = await up.smtp.getEmail("zzzzzz-zzzzzz-zz").catch((e: unknown) => e);
    expect(unknown).toMatchObject({ code: "not_found" });
    const page = await up.smtp.listEmails({ limit: 20 });
    page.items.forEach((e) => sentEmailSchema.parse(e));
    const info = await up.smtp.emailsInfo(page.items.map((e) => e.id));
    expect(info).toHaveLength(20);
    expect((await up.smtp.totalEmails()).total).toBeGreaterThan(10_000);
  });

  it("reads bounces, unsubscribes, senders, ips, domains and templates", async () => {
    const bounces = await up.smtp.listBounces({ limit: 100 });
    expect(bounces.items.length).toBeGreaterThan(0);
    bounces.items.forEach((b) => bounceSchema.parse(b));
    expect((await up.smtp.totalBounces()).total).toBeGreaterThan(0);
    const unsub = await up.smtp.listUnsubscribes({ limit: 50 });
    unsub.items.forEach((u) => unsubscribeSchema.parse(u));
    expect(new Set(unsub.items.map((u) => u.how)).size).toBeGreaterThan(1);
    (await up.smtp.listSenders()).items.forEach((s) => emailSenderSchema.parse(s));
    expect((await up.smtp.listIps()).items.length).toBeGreaterThan(0);
    const domains = (await up.smtp.listDomains()).items;
    domains.forEach((d) => domainSchema.parse(d));
    expect(
      new Set(domains.map((d) => `${d.checks.dkim}${d.checks.spf}${d.checks.dmarc}`)).size,
    ).toBe(8);
    const templates = (await up.smtp.listTemplates({ limit: 50 })).items;
    templates.forEach((t) => emailTemplateSchema.parse(t));
    expect(templates.some((t) => t.variables.length > 0)).toBe(true);
  });

  it("adds and removes unsubscribes, resubscribes, adds a sender and a domain", async () => {
    await up.smtp.addUnsubscribes({ emails: [{ email: "gone@example.com", comment: "asked" }] });
    expect(await up.smtp.isUnsubscribed("gone@example.com")).toEqual({ unsubscribed: true });
    await up.smtp.removeUnsubscribes({ emails: ["gone@example.com"] });
    expect(await up.smtp.isUnsubscribed("gone@example.com")).toEqual({ unsubscribed: false });
    const sender = (await up.smtp.listSenders()).items.find((s) => s.status === "Active")!.email;
    expect(
      (await up.smtp.resubscribe({ email: "back@example.com", sender, lang: "en" })).id,
    ).toBeTruthy();
    await up.smtp.addSender({ email: "new-sender@acme-demo.example", name: "New" });
    expect(
      (await up.smtp.listSenders()).items.some((s) => s.email === "new-sender@acme-demo.example"),
    ).toBe(true);
    await up.smtp.addDomain("fresh-domain.example");
    expect(
      (await up.smtp.listDomains()).items.some((d) => d.domain === "fresh-domain.example"),
    ).toBe(true);
    await expect(up.smtp.addDomain("fresh-domain.example")).rejects.toMatchObject({
      code: "upstream_rejected",
    });
  });
});
