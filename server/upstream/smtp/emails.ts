import "server-only";

import type { EmailSend } from "@messaging-console/contract/email";
import { z } from "zod";

import type { ListResult, SentEmail } from "@/lib/schemas/resources";
import { text } from "@/server/upstream/coerce";
import { UpstreamError } from "@/server/upstream/errors";
import { pageThrough } from "@/server/upstream/paging";
import { parseReply } from "@/server/upstream/parse";
import { get, LIST_TTL_MS, readTotal } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

import { emailRaw, readEmails, toEmail } from "./email-records";

export interface EmailFilters {
  limit?: number;
  offset?: number;
  from?: string;
  to?: string;
  sender?: string;
  recipient?: string;
  country?: string;
}

/** UPSTREAM-NOTES.md */
export const EMAIL_PAGE_MAX = 100;

export function emailEndpoints(t: Transport) {
  /** No country filter is sent as `country=off`, as the contract says. */
  async function emailPage(q: EmailFilters): Promise<SentEmail[]> {
    const raw = await get(t, "/smtp/emails", {
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
    /** Read until an empty page, never stopping at the first short one. */
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
      return readTotal(t, "/smtp/emails/total", "email total");
    },
    /** An unknown id (400, code 14) is `not_found`. */
    async getEmail(id: string): Promise<SentEmail> {
      const raw = await get(t, "/smtp/emails/:id", { params: { id } }).catch((err: unknown) => {
        if (err instanceof UpstreamError && String(err.detail.upstreamCode) === "14")
          throw new UpstreamError("not_found", "No email has this id.", { status: 404 });
        throw err;
      });
      return toEmail(parseReply(emailRaw, raw, "email"));
    },
    async emailsInfo(ids: string[]): Promise<SentEmail[]> {
      if (ids.length > 500) throw new Error("emailsInfo takes at most 500 ids; chunk first");
      const raw = await t.request({
        method: "POST",
        path: "/smtp/emails/info",
        body: { emails: ids },
      });
      return readEmails(raw, "email info").items;
    },
  };
}
