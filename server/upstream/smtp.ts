import "server-only";

import { z } from "zod";

import type { EmailSend } from "@/lib/schemas/email";
import type {
  Resubscribe,
  SenderAdd,
  UnsubscribeAdd,
  UnsubscribeRemove,
} from "@/lib/schemas/email-lists";
import type {
  Bounce,
  Domain,
  EmailSender,
  EmailTemplate,
  ListResult,
  SentEmail,
  Unsubscribe,
} from "@/lib/schemas/resources";

import { flag, num, numOrNull, text, textOr, textOrNull } from "./coerce";
import { rejected, UpstreamError } from "./errors";
import { pageThrough } from "./paging";
import { parseReply } from "./parse";
import type { Transport } from "./transport";

const LIST_TTL_MS = 2_000;

const linkRaw = z.looseObject({
  url: textOr(""),
  browser: textOr(""),
  os: textOr(""),
  screen_resolution: textOr(""),
  ip: textOr(""),
  country: textOr(""),
  action_date: textOr(""),
});
const clientRaw = z.looseObject({
  browser: textOr(""),
  os: textOr(""),
  ip: textOr(""),
  country: textOr(""),
  action_date: textOr(""),
});

const emailRaw = z.looseObject({
  id: text,
  sender: textOr(""),
  recipient: textOrNull,
  subject: textOr(""),
  send_date: textOr(""),
  total_size: num.default(0),
  sender_ip: textOr(""),
  used_ip: textOr(""),
  smtp_answer_code: num.default(0),
  smtp_answer_subcode: textOr(""),
  smtp_answer_data: textOr(""),
  tracking: z
    .looseObject({
      open: num.default(0),
      click: num.default(0),
      link: z
        .array(linkRaw)
        .nullish()
        .transform((v) => v ?? []),
      client_info: z
        .array(clientRaw)
        .nullish()
        .transform((v) => v ?? []),
    })
    .nullish(),
});

function toEmail(raw: z.output<typeof emailRaw>): SentEmail {
  const { tracking, ...rest } = raw;
  return {
    id: rest.id,
    sender: rest.sender,
    recipient: rest.recipient,
    subject: rest.subject,
    send_date: rest.send_date,
    total_size: rest.total_size,
    sender_ip: rest.sender_ip,
    used_ip: rest.used_ip,
    smtp_answer_code: rest.smtp_answer_code,
    smtp_answer_subcode: rest.smtp_answer_subcode,
    smtp_answer_data: rest.smtp_answer_data,
    tracking: {
      open: tracking?.open ?? 0,
      click: tracking?.click ?? 0,
      link: (tracking?.link ?? []).map(
        ({ url, browser, os, screen_resolution, ip, country, action_date }) => ({
          url,
          browser,
          os,
          screen_resolution,
          ip,
          country,
          action_date,
        }),
      ),
      client_info: (tracking?.client_info ?? []).map(
        ({ browser, os, ip, country, action_date }) => ({ browser, os, ip, country, action_date }),
      ),
    },
  };
}

/** GET /smtp/emails answers an array; tolerate a single object or `{data:[…]}` too. */
const emailList = z.union([
  z.array(emailRaw),
  z.looseObject({ data: z.array(emailRaw) }).transform((v) => v.data),
  emailRaw.transform((v) => [v]),
]);

const bounceRaw = z.looseObject({
  email_to: textOr(""),
  sender: textOr(""),
  send_date: textOr(""),
  subject: textOr(""),
  smtp_answer_code: num.default(0),
  smtp_answer_subcode: textOr(""),
  smtp_answer_data: textOr(""),
});

const unsubscribeRaw = z.looseObject({
  email: text,
  unsubscribe_by_link: flag,
  unsubscribe_by_user: flag,
  spam_complaint: flag,
  date: textOr(""),
});

function toUnsubscribe(u: z.output<typeof unsubscribeRaw>): Unsubscribe {
  const how = u.spam_complaint
    ? "spam_complaint"
    : u.unsubscribe_by_user
      ? "user"
      : u.unsubscribe_by_link
        ? "link"
        : "unknown";
  return {
    email: u.email,
    how,
    unsubscribe_by_link: u.unsubscribe_by_link,
    unsubscribe_by_user: u.unsubscribe_by_user,
    spam_complaint: u.spam_complaint,
    date: u.date,
  };
}

const domainRaw = z.looseObject({
  id: num,
  service_value: text,
  status: num.default(0),
  is_default: flag,
  ssl_type: numOrNull.optional(),
  ssl_expired: textOrNull.optional(),
  ssl_generated: numOrNull.optional(),
  expire_date: textOrNull.optional(),
  checks: z
    .looseObject({
      check_dkim: flag,
      check_spf: flag,
      check_dmarc: flag,
      all_checks: flag,
      spf_txt_needed: textOrNull.optional(),
    })
    .nullish(),
});

function toDomain(d: z.output<typeof domainRaw>): Domain {
  const c = d.checks;
  return {
    id: d.id,
    domain: d.service_value,
    active: d.status === 1,
    status: d.status,
    is_default: d.is_default,
    ssl_type: d.ssl_type ?? null,
    ssl_expired: d.ssl_expired ?? null,
    ssl_generated: d.ssl_generated ?? null,
    expire_date: d.expire_date ?? null,
    checks: {
      dkim: c?.check_dkim ?? false,
      spf: c?.check_spf ?? false,
      dmarc: c?.check_dmarc ?? false,
      all: c?.all_checks ?? false,
      spf_txt_needed: c?.spf_txt_needed ?? null,
    },
  };
}

const templateRaw = z.looseObject({
  id: text,
  real_id: numOrNull.optional(),
  name: textOr(""),
  lang: textOrNull.optional(),
  created: textOrNull.optional(),
  preview: textOrNull.optional(),
  body: textOrNull.optional(),
  variables: z.array(text).nullish(),
});

function toTemplate(t: z.output<typeof templateRaw>): EmailTemplate {
  const found = [...(t.body ?? "").matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1] ?? "");
  const variables = [...new Set([...(t.variables ?? []), ...found].filter(Boolean))];
  return {
    id: t.id,
    real_id: t.real_id ?? null,
    name: t.name,
    lang: t.lang ?? null,
    created: t.created ?? null,
    preview: t.preview ?? null,
    variables,
  };
}

const ok = z.looseObject({ result: z.literal(true) });

export interface EmailFilters {
  limit?: number;
  offset?: number;
  from?: string;
  to?: string;
  sender?: string;
  recipient?: string;
  country?: string;
}

/** Records GET /smtp/emails serves in one call at most (UPSTREAM-NOTES.md). */
export const EMAIL_PAGE_MAX = 100;

export function smtpEndpoints(t: Transport) {
  /** One call of GET /smtp/emails. No country filter is sent as `country=off`, as the contract says. */
  async function emailPage(q: EmailFilters): Promise<SentEmail[]> {
    const raw = await t.request({
      method: "GET",
      path: "/smtp/emails",
      query: { ...q, country: q.country || "off" },
      cacheTtlMs: LIST_TTL_MS,
    });
    return parseReply(emailList, raw, "email list").map(toEmail);
  }

  return {
    async send(body: EmailSend): Promise<{ id: string }> {
      const raw = await t.request({ method: "POST", path: "/smtp/emails", body });
      t.invalidate("/smtp/emails");
      return {
        id: parseReply(z.looseObject({ result: z.literal(true), id: text }), raw, "email send").id,
      };
    },
    /**
     * A page of the email log. The service serves at most 100 records a call, so a
     * larger page is read in several calls (a few at once).
     */
    async listEmails(q: EmailFilters): Promise<ListResult<SentEmail>> {
      const { items } = await pageThrough((offset, limit) => emailPage({ ...q, offset, limit }), {
        offset: q.offset ?? 0,
        limit: q.limit ?? EMAIL_PAGE_MAX,
        perCall: EMAIL_PAGE_MAX,
        concurrency: 4,
      });
      return { items };
    },
    /**
     * The whole filtered log, up to `cap` records (CSV export, overview figures):
     * read until an empty page, never stopping at the first short one.
     * `complete` is false when the cap was reached first.
     */
    async scanEmails(
      q: Omit<EmailFilters, "limit" | "offset">,
      cap: number,
    ): Promise<{ items: SentEmail[]; complete: boolean }> {
      return pageThrough((offset, limit) => emailPage({ ...q, offset, limit }), {
        limit: cap,
        perCall: EMAIL_PAGE_MAX,
        concurrency: 4,
      });
    },
    async totalEmails(): Promise<{ total: number }> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/emails/total",
        cacheTtlMs: LIST_TTL_MS,
      });
      return { total: parseReply(z.looseObject({ total: num }), raw, "email total").total };
    },
    /** An id the upstream does not know (400, code 14) is a console `not_found`. */
    async getEmail(id: string): Promise<SentEmail> {
      const raw = await t
        .request({ method: "GET", path: "/smtp/emails/:id", params: { id } })
        .catch((err: unknown) => {
          if (err instanceof UpstreamError && String(err.detail.upstreamCode) === "14")
            throw new UpstreamError("not_found", "No email has this id.", { status: 404 });
          throw err;
        });
      return toEmail(parseReply(emailRaw, raw, "email"));
    },
    /** At most 500 ids per call (the contract's limit); callers chunk. */
    async emailsInfo(ids: string[]): Promise<SentEmail[]> {
      if (ids.length > 500) throw new Error("emailsInfo takes at most 500 ids; chunk first");
      const raw = await t.request({
        method: "POST",
        path: "/smtp/emails/info",
        body: { emails: ids },
      });
      return parseReply(emailList, raw, "email info").map(toEmail);
    },
    async listBounces(q: {
      date?: string;
      limit?: number;
      offset?: number;
    }): Promise<ListResult<Bounce>> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/bounces/day",
        query: q,
        cacheTtlMs: LIST_TTL_MS,
      });
      const reply = parseReply(
        z.looseObject({ total: num.default(0), emails: z.array(bounceRaw).nullish() }),
        raw,
        "bounces",
      );
      return { items: reply.emails ?? [], total: reply.total };
    },
    async totalBounces(): Promise<{ total: number }> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/bounces/day/total",
        cacheTtlMs: LIST_TTL_MS,
      });
      return { total: parseReply(z.looseObject({ total: num }), raw, "bounce total").total };
    },
    async listUnsubscribes(q: {
      date?: string;
      limit?: number;
      offset?: number;
    }): Promise<ListResult<Unsubscribe>> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/unsubscribe",
        query: q,
        cacheTtlMs: LIST_TTL_MS,
      });
      return { items: parseReply(z.array(unsubscribeRaw), raw, "unsubscribes").map(toUnsubscribe) };
    },
    async addUnsubscribes(body: UnsubscribeAdd): Promise<{ ok: true }> {
      parseReply(
        ok,
        await t.request({ method: "POST", path: "/smtp/unsubscribe", body }),
        "unsubscribe add",
      );
      t.invalidate("/smtp/unsubscribe");
      return { ok: true };
    },
    async removeUnsubscribes(body: UnsubscribeRemove): Promise<{ ok: true }> {
      parseReply(
        ok,
        await t.request({ method: "DELETE", path: "/smtp/unsubscribe", body }),
        "unsubscribe remove",
      );
      t.invalidate("/smtp/unsubscribe");
      return { ok: true };
    },
    async isUnsubscribed(email: string): Promise<{ unsubscribed: boolean }> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/unsubscribe/search",
        query: { email },
      });
      return {
        unsubscribed: parseReply(z.looseObject({ result: z.boolean() }), raw, "unsubscribe search")
          .result,
      };
    },
    async resubscribe(body: Resubscribe): Promise<{ id: string }> {
      const raw = await t.request({ method: "POST", path: "/smtp/resubscribe", body });
      return {
        id: parseReply(z.looseObject({ result: z.literal(true), id: text }), raw, "resubscribe").id,
      };
    },
    async listIps(): Promise<ListResult<string>> {
      return {
        items: parseReply(
          z.array(text),
          await t.request({ method: "GET", path: "/smtp/ips", cacheTtlMs: 30_000 }),
          "ips",
        ),
      };
    },
    /** Sender addresses with their status (GET /senders), plus SMTP-only ones (GET /smtp/senders). */
    async listSenders(): Promise<ListResult<EmailSender>> {
      const [withStatus, smtpOnly] = await Promise.all([
        t.request({ method: "GET", path: "/senders", cacheTtlMs: 10_000 }),
        t.request({ method: "GET", path: "/smtp/senders", cacheTtlMs: 10_000 }),
      ]);
      const list = parseReply(
        z.array(
          z.looseObject({
            email: text,
            name: textOrNull.optional(),
            status: textOrNull.optional(),
          }),
        ),
        withStatus,
        "senders",
      );
      const items: EmailSender[] = list.map((s) => ({
        email: s.email,
        name: s.name ?? null,
        status: s.status ?? null,
      }));
      const known = new Set(items.map((s) => s.email.toLowerCase()));
      for (const email of parseReply(z.array(text), smtpOnly, "smtp senders")) {
        if (!known.has(email.toLowerCase())) items.push({ email, name: null, status: null });
      }
      return { items };
    },
    async addSender(body: SenderAdd): Promise<{ ok: true }> {
      parseReply(ok, await t.request({ method: "POST", path: "/senders", body }), "sender add");
      t.invalidate("/senders");
      t.invalidate("/smtp/senders");
      return { ok: true };
    },
    async listDomains(): Promise<ListResult<Domain>> {
      const raw = await t.request({
        method: "GET",
        path: "/v2/email-service/smtp/sender_domains",
        cacheTtlMs: LIST_TTL_MS,
      });
      const reply = parseReply(
        z.looseObject({ data: z.looseObject({ data: z.array(domainRaw).nullish() }) }),
        raw,
        "domains",
      );
      return { items: (reply.data.data ?? []).map(toDomain) };
    },
    /** The upstream answers `{data:{result,error}}`; a false result is a refusal in its words. */
    async addDomain(domain: string): Promise<{ ok: true }> {
      const raw = await t.request({
        method: "POST",
        path: "/v2/email-service/smtp/sender_domains/:domain",
        params: { domain },
      });
      t.invalidate("/v2/email-service/smtp/sender_domains");
      const reply = parseReply(
        z.looseObject({
          data: z.looseObject({ result: z.boolean(), error: z.unknown().optional() }),
        }),
        raw,
        "domain add",
      );
      if (!reply.data.result) {
        const e = reply.data.error;
        throw rejected(
          422,
          typeof e === "string"
            ? e
            : e && typeof e === "object" && "message" in e
              ? String(e.message)
              : "The domain was not added.",
        );
      }
      return { ok: true };
    },
    async listTemplates(q: {
      limit?: number;
      offset?: number;
    }): Promise<ListResult<EmailTemplate>> {
      const raw = await t.request({
        method: "GET",
        path: "/templates",
        query: { owner: "me", ...q },
        cacheTtlMs: 30_000,
      });
      return { items: parseReply(z.array(templateRaw), raw, "templates").map(toTemplate) };
    },
  };
}
