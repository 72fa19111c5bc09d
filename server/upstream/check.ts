import "server-only";

import { UpstreamError } from "./errors";
import type { UpstreamClient } from "./index";

/** One read endpoint tried by `npm run check-upstream`. */
export interface CheckResult {
  /** `GET /smtp/emails` */
  endpoint: string;
  outcome: "read" | "partly read" | "unreadable" | "refused" | "skipped" | "not offered";
  /** what was read, or why not: the path and the key that did not fit; never a secret */
  detail: string;
}

interface Found {
  campaignId?: number;
  senderId?: number;
  emailId?: string;
  unsubscribed?: string;
}

type Step = {
  endpoint: string;
  /** a step that needs an id an earlier step found is skipped without it */
  needs?: keyof Found;
  run: (c: UpstreamClient, found: Found) => Promise<{ summary: string; unreadable?: number }>;
};

const plural = (w: string) =>
  w.endsWith("y") ? `${w.slice(0, -1)}ies` : w.endsWith("s") ? `${w}es` : `${w}s`;
const n = (count: number, what: string) => `${count} ${count === 1 ? what : plural(what)}`;

/**
 * Every read endpoint the console uses, once each, in an order where the lists
 * come first and give the ids the single-record reads need. Nothing is written.
 */
const STEPS: Step[] = [
  {
    endpoint: "GET /user/info",
    run: async (c) => {
      await c.userInfo();
      return { summary: "credentials work" };
    },
  },
  {
    endpoint: "GET /viber/task",
    run: async (c, f) => {
      const r = await c.viber.listCampaigns({ limit: 10, offset: 0 });
      f.campaignId = r.items[0]?.id;
      return { summary: n(r.items.length, "campaign"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /viber/task/{id}",
    needs: "campaignId",
    run: async (c, f) => {
      const s = await c.viber.getCampaign(f.campaignId!);
      return { summary: `campaign ${s.id}: ${s.statistic.sent} sent` };
    },
  },
  {
    endpoint: "GET /viber/task/{id}/recipients",
    needs: "campaignId",
    run: async (c, f) => {
      const r = await c.viber.listRecipients(f.campaignId!);
      return { summary: n(r.length, "recipient") };
    },
  },
  {
    endpoint: "GET /viber/senders",
    run: async (c, f) => {
      const r = await c.viber.listSenders();
      f.senderId = r.items[0]?.id;
      return { summary: n(r.items.length, "sender name"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /viber/senders/{id}",
    needs: "senderId",
    run: async (c, f) => {
      const s = await c.viber.getSender(f.senderId!);
      return { summary: `sender ${s.id} (${s.status})` };
    },
  },
  {
    endpoint: "GET /viber/templates",
    run: async (c) => {
      const r = await c.viber.listApprovedTemplates();
      if (r === null) throw new NotOffered();
      return { summary: n(r.length, "approved template") };
    },
  },
  {
    endpoint: "GET /v2/viber-service/phone-exception",
    run: async (c) => {
      const r = await c.viber.listBlacklist({ limit: 10, offset: 0 });
      return {
        summary: `${n(r.items.length, "entry")} of ${r.total ?? "?"}`,
        unreadable: r.unreadable,
      };
    },
  },
  {
    endpoint: "GET /addressbooks",
    run: async (c) => {
      const r = await c.viber.listAddressBooks({ limit: 10, offset: 0 });
      return { summary: n(r.items.length, "address book"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /smtp/emails",
    run: async (c, f) => {
      const r = await c.smtp.listEmails({ limit: 10, offset: 0 });
      f.emailId = r.items[0]?.id;
      return { summary: n(r.items.length, "email"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /smtp/emails/total",
    run: async (c) => ({ summary: `total ${(await c.smtp.totalEmails()).total}` }),
  },
  {
    endpoint: "GET /smtp/emails/{id}",
    needs: "emailId",
    run: async (c, f) => {
      const e = await c.smtp.getEmail(f.emailId!);
      return { summary: `email ${e.id}: ${e.tracking.open} opens, ${e.tracking.click} clicks` };
    },
  },
  {
    endpoint: "POST /smtp/emails/info (a read)",
    needs: "emailId",
    run: async (c, f) => {
      const r = await c.smtp.emailsInfo([f.emailId!]);
      return { summary: n(r.length, "record") };
    },
  },
  {
    endpoint: "GET /smtp/bounces/day",
    run: async (c) => {
      const r = await c.smtp.listBounces({ limit: 10, offset: 0 });
      return {
        summary: `${n(r.items.length, "bounce")} of ${r.total ?? "?"}`,
        unreadable: r.unreadable,
      };
    },
  },
  {
    endpoint: "GET /smtp/bounces/day/total",
    run: async (c) => ({ summary: `total ${(await c.smtp.totalBounces()).total}` }),
  },
  {
    endpoint: "GET /smtp/unsubscribe",
    run: async (c, f) => {
      const r = await c.smtp.listUnsubscribes({ limit: 10, offset: 0 });
      f.unsubscribed = r.items[0]?.email;
      return { summary: n(r.items.length, "unsubscribe"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /smtp/unsubscribe/search",
    needs: "unsubscribed",
    run: async (c, f) => {
      const r = await c.smtp.isUnsubscribed(f.unsubscribed!);
      return { summary: r.unsubscribed ? "listed address found" : "listed address not found" };
    },
  },
  {
    endpoint: "GET /smtp/ips",
    run: async (c) => ({ summary: n((await c.smtp.listIps()).items.length, "IP") }),
  },
  {
    endpoint: "GET /senders + GET /smtp/senders",
    run: async (c) => {
      const r = await c.smtp.listSenders();
      return { summary: n(r.items.length, "sender address"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /v2/email-service/smtp/sender_domains",
    run: async (c) => {
      const r = await c.smtp.listDomains();
      return { summary: n(r.items.length, "domain"), unreadable: r.unreadable };
    },
  },
  {
    endpoint: "GET /templates",
    run: async (c) => {
      const r = await c.smtp.listTemplates({ limit: 10, offset: 0 });
      return { summary: n(r.items.length, "template"), unreadable: r.unreadable };
    },
  },
];

class NotOffered extends Error {}

/** Upstream log lines (`[upstream] unexpected … reply: path: reason`) written during `fn`. */
async function capturingWarnings<T>(
  fn: () => Promise<T>,
): Promise<{ value?: T; error?: unknown; lines: string[] }> {
  const lines: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    return { value: await fn(), lines };
  } catch (error) {
    return { error, lines };
  } finally {
    console.warn = warn;
  }
}

/**
 * Calls every read endpoint once (the client's budget keeps them within the
 * account's rate) and says for each whether the console could read the reply.
 */
export async function checkUpstream(client: UpstreamClient): Promise<CheckResult[]> {
  const found: Found = {};
  const results: CheckResult[] = [];
  for (const step of STEPS) {
    if (step.needs && found[step.needs] === undefined) {
      results.push({
        endpoint: step.endpoint,
        outcome: "skipped",
        detail: "no record to read it with",
      });
      continue;
    }
    const { value, error, lines } = await capturingWarnings(() => step.run(client, found));
    const why = lines.map((l) => l.replace(/^\[upstream\] /, "")).join("; ");
    if (value) {
      results.push(
        value.unreadable
          ? {
              endpoint: step.endpoint,
              outcome: "partly read",
              detail: `${value.summary}; ${n(value.unreadable, "record")} left out: ${why}`,
            }
          : { endpoint: step.endpoint, outcome: "read", detail: value.summary },
      );
    } else if (error instanceof NotOffered) {
      results.push({
        endpoint: step.endpoint,
        outcome: "not offered",
        detail: "404 (an embedded-API extra)",
      });
    } else if (error instanceof UpstreamError && error.message.includes("cannot read")) {
      results.push({
        endpoint: step.endpoint,
        outcome: "unreadable",
        detail: error.detail.reason ?? why,
      });
    } else {
      const e = error as Error;
      results.push({
        endpoint: step.endpoint,
        outcome: "refused",
        detail: `${e instanceof UpstreamError ? e.code : "error"}: ${e.message}`,
      });
    }
  }
  return results;
}
