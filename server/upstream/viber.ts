import "server-only";

import { z } from "zod";

import type {
  AddressBook,
  BlacklistEntry,
  Campaign,
  CampaignStatistics,
  ListResult,
  Recipient,
  ViberSender,
  ViberTemplate,
} from "@/lib/schemas/resources";
import type {
  ViberBlacklistAdd,
  ViberBlacklistRemove,
  ViberCampaignCreate,
} from "@/lib/schemas/viber";

import { flag, num, numOrNull, text, textOr, textOrNull } from "./coerce";
import { UpstreamError } from "./errors";
import { parseReply } from "./parse";
import type { Transport } from "./transport";
import { readRecipients } from "./viber-recipients";

const LIST_TTL_MS = 2_000;

const campaignRaw = z.looseObject({
  id: num,
  name: textOr(""),
  message: textOrNull,
  button_text: textOrNull,
  button_link: textOrNull,
  image_link: textOrNull,
  address_book: numOrNull.optional(),
  address_book_id: numOrNull.optional(),
  sender_name: textOr(""),
  sender_id: num,
  message_live_time: num,
  send_date: textOr(""),
  status: textOrNull,
  created: textOr(""),
});

function toCampaign(raw: z.output<typeof campaignRaw>): Campaign {
  const book = raw.address_book_id ?? raw.address_book ?? null;
  return {
    id: raw.id,
    name: raw.name,
    message: raw.message,
    button_text: raw.button_text,
    button_link: raw.button_link,
    image_link: raw.image_link,
    address_book_id: book === 0 ? null : book, // the sample shows 0 for hand-entered recipients
    sender_name: raw.sender_name,
    sender_id: raw.sender_id,
    message_live_time: raw.message_live_time,
    send_date: raw.send_date,
    status: raw.status,
    created: raw.created,
  };
}

const counters = z.looseObject({
  sent: num.default(0),
  delivered: num.default(0),
  read: num.default(0),
  redirected: num.default(0),
  undelivered: num.default(0),
  errors: num.default(0),
});

const statisticsRaw = campaignRaw.extend({
  address_book_ids: z.union([z.array(num), num, z.null(), z.undefined()]),
  stretch_time: num.optional(),
  resend_sms: flag,
  resend_sms_status: numOrNull.optional(),
  statistic: counters.optional(),
  statistics: counters.optional(),
});

const senderRaw = z.looseObject({
  id: num,
  name: textOr(""),
  status: textOr("unknown"),
  service_type: textOr(""),
  web_site: textOr(""),
  description: textOr(""),
  country: textOrNull.optional(),
  countries: z.array(text).nullish(),
  traffic_type: textOr(""),
  admin_comment: textOrNull,
});

function toSender(raw: z.output<typeof senderRaw>): ViberSender {
  const countries = raw.countries ?? (raw.country ? [raw.country] : []);
  const { id, name, status, service_type, web_site, description, traffic_type, admin_comment } =
    raw;
  return {
    id,
    name,
    status,
    service_type,
    web_site,
    description,
    countries,
    traffic_type,
    admin_comment,
  };
}

const blacklistRaw = z.looseObject({
  id: num,
  phone: text,
  description: textOr(""),
  add_date: textOr(""),
});
const blacklistReply = z.looseObject({
  data: z.looseObject({ list: z.array(blacklistRaw), total: num }),
});

const addressBookRaw = z.looseObject({
  id: num,
  name: textOr(""),
  all_email_qty: num.default(0),
  active_email_qty: num.default(0),
  inactive_email_qty: num.default(0),
  creationdate: textOrNull,
  status: z.union([z.string(), z.number(), z.null()]).optional(),
  status_explain: textOrNull,
});

const templateRaw = z.looseObject({
  id: num,
  name: textOr(""),
  text: textOr(""),
  status: textOr(""),
});

const createReply = z.looseObject({
  result: z.literal(true),
  data: z.looseObject({ task_id: num, task_name: textOr("") }),
});

export function viberEndpoints(t: Transport) {
  return {
    async listCampaigns(q: { limit?: number; offset?: number }): Promise<ListResult<Campaign>> {
      const raw = await t.request({
        method: "GET",
        path: "/viber/task",
        query: q,
        cacheTtlMs: LIST_TTL_MS,
      });
      return { items: parseReply(z.array(campaignRaw), raw, "campaign list").map(toCampaign) };
    },

    async getCampaign(id: number): Promise<CampaignStatistics> {
      const raw = parseReply(
        statisticsRaw,
        // kept as briefly as the lists: a campaign page's server render and its
        // browser's summary read, a second apart, make one upstream call
        await t.request({
          method: "GET",
          path: "/viber/task/:id",
          params: { id },
          cacheTtlMs: LIST_TTL_MS,
        }),
        "campaign",
      );
      const {
        address_book: _a,
        address_book_id: _b,
        ...base
      } = toCampaign(raw) as Campaign & { address_book?: unknown };
      const books = raw.address_book_ids;
      return {
        ...base,
        address_book_ids: Array.isArray(books)
          ? books
          : typeof books === "number" && books > 0
            ? [books]
            : null,
        stretch_time: raw.stretch_time ?? 0,
        resend_sms: raw.resend_sms,
        resend_sms_status: raw.resend_sms_status ?? null,
        statistic: raw.statistic ??
          raw.statistics ?? {
            sent: 0,
            delivered: 0,
            read: 0,
            redirected: 0,
            undelivered: 0,
            errors: 0,
          },
      };
    },

    async listRecipients(id: number): Promise<Recipient[]> {
      const raw = await t.request({
        method: "GET",
        path: "/viber/task/:id/recipients",
        params: { id },
      });
      return readRecipients(raw);
    },

    async createCampaign(body: ViberCampaignCreate): Promise<{ id: number; name: string }> {
      const raw = await t.request({ method: "POST", path: "/viber", body });
      t.invalidate("/viber/task");
      const reply = parseReply(createReply, raw, "campaign create");
      return { id: reply.data.task_id, name: reply.data.task_name };
    },

    async listSenders(): Promise<ListResult<ViberSender>> {
      const raw = await t.request({ method: "GET", path: "/viber/senders", cacheTtlMs: 30_000 });
      return { items: parseReply(z.array(senderRaw), raw, "sender list").map(toSender) };
    },

    async getSender(id: number): Promise<ViberSender> {
      return toSender(
        parseReply(
          senderRaw,
          await t.request({ method: "GET", path: "/viber/senders/:id", params: { id } }),
          "sender",
        ),
      );
    },

    async listBlacklist(q: {
      limit?: number;
      offset?: number;
    }): Promise<ListResult<BlacklistEntry>> {
      const raw = await t.request({
        method: "GET",
        path: "/v2/viber-service/phone-exception",
        query: q,
        cacheTtlMs: LIST_TTL_MS,
      });
      const reply = parseReply(blacklistReply, raw, "blacklist");
      return {
        items: reply.data.list.map(({ id, phone, description, add_date }) => ({
          id,
          phone,
          description,
          add_date,
        })),
        total: reply.data.total,
      };
    },

    async addToBlacklist(body: ViberBlacklistAdd): Promise<{ added: number; exists: number }> {
      const raw = await t.request({
        method: "POST",
        path: "/v2/viber-service/phone-exception",
        body,
      });
      t.invalidate("/v2/viber-service/phone-exception");
      return parseReply(
        z.looseObject({ counters: z.looseObject({ added: num, exists: num }) }),
        raw,
        "blacklist add",
      ).counters;
    },

    async removeFromBlacklist(body: ViberBlacklistRemove): Promise<{ deleted: number }> {
      const raw = await t.request({
        method: "DELETE",
        path: "/v2/viber-service/phone-exception",
        body,
      });
      t.invalidate("/v2/viber-service/phone-exception");
      return {
        deleted: parseReply(z.looseObject({ deleted: num.default(0) }), raw, "blacklist remove")
          .deleted,
      };
    },

    async listAddressBooks(q: {
      limit?: number;
      offset?: number;
    }): Promise<ListResult<AddressBook>> {
      const raw = await t.request({
        method: "GET",
        path: "/addressbooks",
        query: q,
        cacheTtlMs: 30_000,
      });
      return {
        items: parseReply(z.array(addressBookRaw), raw, "address books").map((b) => ({
          id: b.id,
          name: b.name,
          size: b.all_email_qty,
          active: b.active_email_qty,
          inactive: b.inactive_email_qty,
          created: b.creationdate,
          status: b.status ?? null,
          status_explain: b.status_explain,
        })),
      };
    },

    /**
     * Approved Viber templates, or null when the upstream has no template list
     * (GET /viber/templates is the embedded API's; MESSAGING-API.md has none).
     */
    async listApprovedTemplates(): Promise<ViberTemplate[] | null> {
      let raw: unknown;
      try {
        raw = await t.request({ method: "GET", path: "/viber/templates", cacheTtlMs: 30_000 });
      } catch (err) {
        if (err instanceof UpstreamError && err.code === "not_found") return null;
        throw err;
      }
      return parseReply(z.array(templateRaw), raw, "viber templates")
        .filter((tpl) => tpl.status === "approved" && tpl.text !== "")
        .map(({ id, name, text }) => ({ id, name, text }));
    },
  };
}
