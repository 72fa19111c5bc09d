import "server-only";

import type { ListResult } from "@/lib/schemas/resources";

import type { UpstreamClient } from "./index";

export interface Found {
  campaignId?: number;
  senderId?: number;
  emailId?: string;
  unsubscribed?: string;
}

export type Step = {
  endpoint: string;
  needs?: keyof Found;
  run: (c: UpstreamClient, found: Found) => Promise<{ summary: string; unreadable?: number }>;
};

const plural = (w: string) =>
  w.endsWith("y") ? `${w.slice(0, -1)}ies` : w.endsWith("s") ? `${w}es` : `${w}s`;
export const n = (count: number, what: string) => `${count} ${count === 1 ? what : plural(what)}`;

/** A 404 on an embedded-API extra. */
export class NotOffered extends Error {}

const PAGE = { limit: 10, offset: 0 };

function readStep<T>(
  endpoint: string,
  read: (c: UpstreamClient, found: Found) => Promise<T>,
  summary: (r: T) => string,
  needs?: keyof Found,
): Step {
  return { endpoint, needs, run: async (c, f) => ({ summary: summary(await read(c, f)) }) };
}

function listStep<T>(
  endpoint: string,
  read: (c: UpstreamClient) => Promise<ListResult<T>>,
  summary: (r: ListResult<T>) => string,
  found?: (first: T | undefined) => Found,
): Step {
  return {
    endpoint,
    run: async (c, f) => {
      const r = await read(c);
      if (found) Object.assign(f, found(r.items[0]));
      return { summary: summary(r), unreadable: r.unreadable };
    },
  };
}

const counted =
  (what: string) =>
  (r: ListResult<unknown>): string =>
    n(r.items.length, what);
const countedOf =
  (what: string) =>
  (r: ListResult<unknown>): string =>
    `${n(r.items.length, what)} of ${r.total ?? "?"}`;

/** Every read endpoint once; lists first, to find the ids the single-record reads need. */
export const STEPS: Step[] = [
  readStep(
    "GET /user/info",
    (c) => c.userInfo(),
    () => "credentials work",
  ),
  listStep(
    "GET /viber/task",
    (c) => c.viber.listCampaigns(PAGE),
    counted("campaign"),
    (first) => ({ campaignId: first?.id }),
  ),
  readStep(
    "GET /viber/task/{id}",
    (c, f) => c.viber.getCampaign(f.campaignId!),
    (s) => `campaign ${s.id}: ${s.statistic.sent} sent`,
    "campaignId",
  ),
  readStep(
    "GET /viber/task/{id}/recipients",
    (c, f) => c.viber.listRecipients(f.campaignId!),
    (r) => n(r.length, "recipient"),
    "campaignId",
  ),
  listStep(
    "GET /viber/senders",
    (c) => c.viber.listSenders(),
    counted("sender name"),
    (first) => ({ senderId: first?.id }),
  ),
  readStep(
    "GET /viber/senders/{id}",
    (c, f) => c.viber.getSender(f.senderId!),
    (s) => `sender ${s.id} (${s.status})`,
    "senderId",
  ),
  readStep(
    "GET /viber/templates",
    async (c) => {
      const r = await c.viber.listApprovedTemplates();
      if (r === null) throw new NotOffered();
      return r;
    },
    (r) => n(r.length, "approved template"),
  ),
  listStep(
    "GET /v2/viber-service/phone-exception",
    (c) => c.viber.listBlacklist(PAGE),
    countedOf("entry"),
  ),
  listStep("GET /addressbooks", (c) => c.viber.listAddressBooks(PAGE), counted("address book")),
  listStep(
    "GET /smtp/emails",
    (c) => c.smtp.listEmails(PAGE),
    counted("email"),
    (first) => ({ emailId: first?.id }),
  ),
  readStep(
    "GET /smtp/emails/total",
    (c) => c.smtp.totalEmails(),
    (r) => `total ${r.total}`,
  ),
  readStep(
    "GET /smtp/emails/{id}",
    (c, f) => c.smtp.getEmail(f.emailId!),
    (e) => `email ${e.id}: ${e.tracking.open} opens, ${e.tracking.click} clicks`,
    "emailId",
  ),
  readStep(
    "POST /smtp/emails/info (a read)",
    (c, f) => c.smtp.emailsInfo([f.emailId!]),
    (r) => n(r.length, "record"),
    "emailId",
  ),
  listStep("GET /smtp/bounces/day", (c) => c.smtp.listBounces(PAGE), countedOf("bounce")),
  readStep(
    "GET /smtp/bounces/day/total",
    (c) => c.smtp.totalBounces(),
    (r) => `total ${r.total}`,
  ),
  listStep(
    "GET /smtp/unsubscribe",
    (c) => c.smtp.listUnsubscribes(PAGE),
    counted("unsubscribe"),
    (first) => ({ unsubscribed: first?.email }),
  ),
  readStep(
    "GET /smtp/unsubscribe/search",
    (c, f) => c.smtp.isUnsubscribed(f.unsubscribed!),
    (r) => (r.unsubscribed ? "listed address found" : "listed address not found"),
    "unsubscribed",
  ),
  listStep("GET /smtp/ips", (c) => c.smtp.listIps(), counted("IP")),
  listStep(
    "GET /senders + GET /smtp/senders",
    (c) => c.smtp.listSenders(),
    counted("sender address"),
  ),
  listStep(
    "GET /v2/email-service/smtp/sender_domains",
    (c) => c.smtp.listDomains(),
    counted("domain"),
  ),
  listStep("GET /templates", (c) => c.smtp.listTemplates(PAGE), counted("template")),
];
