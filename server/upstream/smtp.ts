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

import {
  count,
  flag,
  flagOrNull,
  id,
  listOf,
  listReply,
  numOrNull,
  obj,
  text,
  textOr,
  textOrNull,
  toList,
  toText,
} from "./coerce";
import { rejected, UpstreamError } from "./errors";
import { pageThrough } from "./paging";
import { fromReplies, parseReply, readItems } from "./parse";
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
  total_size: count,
  sender_ip: textOr(""),
  used_ip: textOr(""),
  smtp_answer_code: count,
  smtp_answer_subcode: textOr(""),
  smtp_answer_data: textOr(""),
  // PHP's empty array `[]` stands for "no tracking"
  tracking: obj({
    open: count,
    click: count,
    link: listOf(z.unknown()),
    client_info: listOf(z.unknown()),
  }),
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
      open: tracking.open,
      click: tracking.click,
      // a tracking entry that is not an object is left out; its fields default one by one
      link: readItems(linkRaw, tracking.link, "tracking link").items.map(
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
      client_info: readItems(clientRaw, tracking.client_info, "tracking client").items.map(
        ({ browser, os, ip, country, action_date }) => ({ browser, os, ip, country, action_date }),
      ),
    },
  };
}

/**
 * GET /smtp/emails and POST /smtp/emails/info answer an array; tolerate `{data:[…]}`,
 * a map keyed 0..n and a single record too.
 */
const emailListReply = z.unknown().transform((v, ctx): unknown[] => {
  if (v && typeof v === "object" && !Array.isArray(v) && "id" in v) return [v];
  const read = listReply.safeParse(v);
  if (read.success) return read.data;
  ctx.addIssue({ code: "custom", message: "expected a list of emails" });
  return z.NEVER;
});

function readEmails(raw: unknown, what: string): { items: SentEmail[]; unreadable: number } {
  const { items, unreadable } = readItems(emailRaw, parseReply(emailListReply, raw, what), "email");
  return { items: items.map(toEmail), unreadable };
}

const bounceRaw = z.looseObject({
  email_to: textOr(""),
  sender: textOr(""),
  send_date: textOr(""),
  subject: textOr(""),
  smtp_answer_code: count,
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
  id,
  service_value: text,
  status: count,
  is_default: flag,
  ssl_type: numOrNull,
  ssl_expired: textOrNull,
  ssl_generated: numOrNull,
  expire_date: textOrNull,
  // a check the reply leaves out (older replies have no check_dmarc) is unknown, not failed
  checks: obj({
    check_dkim: flagOrNull,
    check_spf: flagOrNull,
    check_dmarc: flagOrNull,
    all_checks: flagOrNull,
    spf_txt_needed: textOrNull,
  }),
});

/** The contract names no DKIM selector; a reply that carries one (any of these keys) is heard. */
function dkimSelectorOf(
  d: Record<string, unknown>,
  checks: Record<string, unknown>,
): string | null {
  for (const v of [checks.dkim_selector, checks.selector, d.dkim_selector, d.selector]) {
    if (typeof v === "string" && v.trim()) return v.trim().toLowerCase();
  }
  return null;
}

function toDomain(d: z.output<typeof domainRaw>): Domain {
  const c = d.checks;
  const each = [c.check_dkim, c.check_spf, c.check_dmarc];
  const selector = dkimSelectorOf(d, c);
  return {
    id: d.id,
    domain: d.service_value,
    active: d.status === 1,
    status: d.status,
    is_default: d.is_default,
    ssl_type: d.ssl_type,
    ssl_expired: d.ssl_expired,
    ssl_generated: d.ssl_generated,
    expire_date: d.expire_date,
    ...(selector ? { dkim_selector: selector } : {}),
    checks: {
      dkim: c.check_dkim,
      spf: c.check_spf,
      dmarc: c.check_dmarc,
      // all passed only if said so, or if every check is known and passed
      all:
        c.all_checks ??
        (each.every((x) => x === true) ? true : each.includes(false) ? false : null),
      spf_txt_needed: c.spf_txt_needed,
    },
  };
}

const templateRaw = z.looseObject({
  id: text,
  real_id: numOrNull,
  name: textOr(""),
  lang: textOrNull,
  created: textOrNull,
  preview: textOrNull,
  body: textOrNull,
  variables: z.unknown().optional(),
});

function toTemplate(t: z.output<typeof templateRaw>): EmailTemplate {
  const found = [...(t.body ?? "").matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1] ?? "");
  const given = toList(t.variables).map(toText);
  const variables = [...new Set([...given, ...found].filter((v): v is string => !!v))];
  return {
    id: t.id,
    real_id: t.real_id,
    name: t.name,
    lang: t.lang,
    created: t.created,
    preview: t.preview,
    variables,
  };
}

/** `{result: true}`; a result that is explicitly false (or "0") is a refusal. */
const ok = z.looseObject({ result: flagOrNull }).refine((r) => r.result !== false, {
  message: "result is false",
});

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
    return readEmails(raw, "email list").items;
  }

  return {
    async send(body: EmailSend): Promise<{ id: string }> {
      const raw = await t.request({ method: "POST", path: "/smtp/emails", body });
      t.invalidate("/smtp/emails");
      return {
        id: parseReply(z.looseObject({ id: text }), raw, "email send").id,
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
        key: (e) => e.id,
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
        key: (e) => e.id,
      });
    },
    async totalEmails(): Promise<{ total: number }> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/emails/total",
        cacheTtlMs: LIST_TTL_MS,
      });
      return { total: parseReply(z.looseObject({ total: count }), raw, "email total").total };
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
      return readEmails(raw, "email info").items;
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
        z.looseObject({ total: numOrNull, emails: z.unknown().optional() }),
        raw,
        "bounces",
      );
      const { items, unreadable } = readItems(bounceRaw, toList(reply.emails), "bounce");
      return {
        items,
        ...(reply.total === null ? {} : { total: reply.total }),
        ...(unreadable ? { unreadable } : {}),
      };
    },
    async totalBounces(): Promise<{ total: number }> {
      const raw = await t.request({
        method: "GET",
        path: "/smtp/bounces/day/total",
        cacheTtlMs: LIST_TTL_MS,
      });
      return { total: parseReply(z.looseObject({ total: count }), raw, "bounce total").total };
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
      const { items, unreadable } = readItems(
        unsubscribeRaw,
        parseReply(listReply, raw, "unsubscribes"),
        "unsubscribe",
      );
      return { items: items.map(toUnsubscribe), ...(unreadable ? { unreadable } : {}) };
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
        unsubscribed: parseReply(z.looseObject({ result: flag }), raw, "unsubscribe search").result,
      };
    },
    async resubscribe(body: Resubscribe): Promise<{ id: string }> {
      const raw = await t.request({ method: "POST", path: "/smtp/resubscribe", body });
      return {
        id: parseReply(z.looseObject({ id: textOr("") }), raw, "resubscribe").id,
      };
    },
    async listIps(): Promise<ListResult<string>> {
      return {
        items: toList(
          await t.request({ method: "GET", path: "/smtp/ips", cacheTtlMs: 30_000 }),
        ).flatMap((ip) => toText(ip) ?? []),
      };
    },
    /** Sender addresses with their status (GET /senders), plus SMTP-only ones (GET /smtp/senders). */
    async listSenders(): Promise<ListResult<EmailSender>> {
      const [withStatus, smtpOnly] = await Promise.all([
        t.request({ method: "GET", path: "/senders", cacheTtlMs: 10_000 }),
        t.request({ method: "GET", path: "/smtp/senders", cacheTtlMs: 10_000 }),
      ]);
      return fromReplies("email senders", [withStatus, smtpOnly], () => {
        const list = readItems(
          z.looseObject({ email: text, name: textOrNull, status: textOrNull }),
          parseReply(listReply, withStatus, "senders"),
          "sender",
        ).items;
        const items: EmailSender[] = list.map((s) => ({
          email: s.email,
          name: s.name ?? null,
          status: s.status ?? null,
        }));
        const known = new Set(items.map((s) => s.email.toLowerCase()));
        for (const email of toList(smtpOnly).flatMap((e) => toText(e) || [])) {
          if (!known.has(email.toLowerCase())) items.push({ email, name: null, status: null });
        }
        return { items };
      });
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
      // `{data: {result, data: [...]}}`; a bare list or `{data: [...]}` is read too
      const outer = (raw as { data?: unknown } | null)?.data;
      const list = Array.isArray(raw)
        ? raw
        : Array.isArray(outer)
          ? outer
          : toList((outer as { data?: unknown } | null | undefined)?.data);
      return fromReplies("sender domains", [raw], () => {
        const { items, unreadable } = readItems(domainRaw, list, "sender domain");
        return { items: items.map(toDomain), ...(unreadable ? { unreadable } : {}) };
      });
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
        z.looseObject({ data: obj({ result: flag, error: z.unknown().optional() }) }),
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
      const { items, unreadable } = readItems(
        templateRaw,
        parseReply(listReply, raw, "templates"),
        "template",
      );
      return { items: items.map(toTemplate), ...(unreadable ? { unreadable } : {}) };
    },
  };
}
