import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import * as resource from "@/lib/schemas/resources";
import { createUpstreamClient, UpstreamError, type UpstreamClient } from "@/server/upstream";

import { startFixtureUpstream, type FixtureUpstream } from "./fixture-upstream";
import { isErrorSample, REPLY_ENDPOINTS, replySamples } from "./replies";

/**
 * Every reader of the console's upstream client against every reply sample of the
 * corpus (real HTTP to a stand-in that answers with the sample): a sample the real
 * service is known to send is read without error, into the console's own shapes.
 */
const list = <S extends z.ZodType>(item: S) =>
  z.object({
    items: z.array(item),
    total: z.number().optional(),
    unreadable: z.number().optional(),
  });
const EMAIL_ID = "pzkic9-0afezp-fc";
const PAGE = { limit: 10, offset: 0 };
const TOTAL = z.object({ total: z.number() });
const OK = z.object({ ok: z.literal(true) });

type Reader = { read: (c: UpstreamClient) => Promise<unknown>; shape: z.ZodType };
const READERS: Record<string, Reader> = {
  "GET /viber/task": {
    read: (c) => c.viber.listCampaigns(PAGE),
    shape: list(resource.campaignSchema),
  },
  "GET /viber/task/{id}": {
    read: (c) => c.viber.getCampaign(1),
    shape: resource.campaignStatisticsSchema,
  },
  "GET /viber/task/{id}/recipients": {
    read: (c) => c.viber.listRecipients(1),
    shape: z.array(resource.recipientSchema),
  },
  "GET /viber/senders": {
    read: (c) => c.viber.listSenders(),
    shape: list(resource.viberSenderSchema),
  },
  "GET /viber/senders/{id}": {
    read: (c) => c.viber.getSender(1),
    shape: resource.viberSenderSchema,
  },
  "POST /viber": {
    read: (c) =>
      c.viber.createCampaign({
        task_name: "Compat",
        message_type: 2,
        sender_id: 1,
        message_live_time: 3600,
        send_date: "now",
        recipients: ["380501234567"],
        message: "Hello",
      }),
    shape: z.object({ id: z.number(), name: z.string() }),
  },
  "GET /v2/viber-service/phone-exception": {
    read: (c) => c.viber.listBlacklist(PAGE),
    shape: list(resource.blacklistEntrySchema),
  },
  "POST /v2/viber-service/phone-exception": {
    read: (c) => c.viber.addToBlacklist({ phones: ["380501234567"] }),
    shape: z.object({ added: z.number(), exists: z.number() }),
  },
  "DELETE /v2/viber-service/phone-exception": {
    read: (c) => c.viber.removeFromBlacklist({ phones: ["380501234567"] }),
    shape: z.object({ deleted: z.number() }),
  },
  "GET /addressbooks": {
    read: (c) => c.viber.listAddressBooks(PAGE),
    shape: list(resource.addressBookSchema),
  },
  "POST /smtp/emails": {
    read: (c) =>
      c.smtp.send({
        email: {
          html: Buffer.from("<p>Hi</p>").toString("base64"),
          subject: "Compat",
          from: { name: "Shop", email: "news@example.com" },
          to: [{ name: "A", email: "a@example.org" }],
        },
      }),
    shape: z.object({ id: z.string().min(1) }),
  },
  "GET /smtp/emails": {
    read: (c) => c.smtp.listEmails(PAGE),
    shape: list(resource.sentEmailSchema),
  },
  "GET /smtp/emails/total": { read: (c) => c.smtp.totalEmails(), shape: TOTAL },
  "GET /smtp/emails/{id}": {
    read: (c) => c.smtp.getEmail(EMAIL_ID),
    shape: resource.sentEmailSchema,
  },
  "POST /smtp/emails/info": {
    read: (c) => c.smtp.emailsInfo([EMAIL_ID]),
    shape: z.array(resource.sentEmailSchema),
  },
  "GET /smtp/bounces/day": {
    read: (c) => c.smtp.listBounces(PAGE),
    shape: list(resource.bounceSchema),
  },
  "GET /smtp/bounces/day/total": { read: (c) => c.smtp.totalBounces(), shape: TOTAL },
  "GET /smtp/unsubscribe": {
    read: (c) => c.smtp.listUnsubscribes(PAGE),
    shape: list(resource.unsubscribeSchema),
  },
  "POST /smtp/unsubscribe": {
    read: (c) => c.smtp.addUnsubscribes({ emails: [{ email: "a@example.org" }] }),
    shape: OK,
  },
  "DELETE /smtp/unsubscribe": {
    read: (c) => c.smtp.removeUnsubscribes({ emails: ["a@example.org"] }),
    shape: OK,
  },
  "GET /smtp/unsubscribe/search": {
    read: (c) => c.smtp.isUnsubscribed("a@example.org"),
    shape: z.object({ unsubscribed: z.boolean() }),
  },
  "POST /smtp/resubscribe": {
    read: (c) =>
      c.smtp.resubscribe({ email: "a@example.org", sender: "news@example.com", lang: "en" }),
    shape: z.object({ id: z.string() }),
  },
  "GET /smtp/ips": { read: (c) => c.smtp.listIps(), shape: list(z.string()) },
  "GET /smtp/senders": {
    read: (c) => c.smtp.listSenders(),
    shape: list(resource.emailSenderSchema),
  },
  "GET /senders": { read: (c) => c.smtp.listSenders(), shape: list(resource.emailSenderSchema) },
  "POST /senders": {
    read: (c) => c.smtp.addSender({ email: "news@example.com", name: "News" }),
    shape: OK,
  },
  "GET /v2/email-service/smtp/sender_domains": {
    read: (c) => c.smtp.listDomains(),
    shape: list(resource.domainSchema),
  },
  "POST /v2/email-service/smtp/sender_domains/{domain}": {
    read: (c) => c.smtp.addDomain("mail.example.com"),
    shape: OK,
  },
  "GET /templates": {
    read: (c) => c.smtp.listTemplates(PAGE),
    shape: list(resource.emailTemplateSchema),
  },
  "GET /user/info": { read: (c) => c.userInfo(), shape: z.unknown() },
  // the token request is read by any call: the client signs in first
  "POST /oauth/access_token": { read: (c) => c.smtp.totalEmails(), shape: TOTAL },
};

let upstream: FixtureUpstream;
const client = () =>
  createUpstreamClient({
    baseUrl: upstream.url,
    clientId: "compat-client",
    clientSecret: "compat-secret",
    maxRps: 10_000,
    timeoutMs: 5_000,
    maxAttempts: 1,
    log: () => {},
  });

beforeAll(async () => {
  upstream = await startFixtureUpstream();
});
afterAll(() => upstream?.close());

it("has a reader for every endpoint of the corpus", () => {
  const unread = REPLY_ENDPOINTS.filter((e) => e.includes(" /") && !READERS[e]);
  expect(unread).toEqual([]);
});

describe.each(REPLY_ENDPOINTS.filter((e) => READERS[e]))("%s", (endpoint) => {
  const reader = READERS[endpoint]!;
  const samples = replySamples(endpoint);

  it.each(samples.filter((s) => !isErrorSample(s)).map((s) => [s.name, s] as const))(
    "reads %s",
    async (_name, sample) => {
      upstream.reset();
      upstream.use(endpoint, sample);
      const value = await reader.read(client());
      const parsed = reader.shape.safeParse(value);
      expect(parsed.success, parsed.error ? z.prettifyError(parsed.error) : "").toBe(true);
    },
  );

  it.each(samples.filter(isErrorSample).map((s) => [s.name, s] as const))(
    "reports %s as the upstream's refusal, in the console's words",
    async (_name, sample) => {
      upstream.reset();
      upstream.use(endpoint, sample);
      const err = await reader.read(client()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(UpstreamError);
      const code = String((sample.body as { error_code?: unknown } | null)?.error_code);
      if (code === "2020202020") expect(err).toMatchObject({ code: "rate_limited" });
    },
  );
});
