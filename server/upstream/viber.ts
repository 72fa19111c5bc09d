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

import {
  count,
  flag,
  flagOrNull,
  id,
  listReply,
  numOrNull,
  obj,
  text,
  textOr,
  textOrNull,
  toList,
  toNumber,
  toText,
} from "./coerce";
import { rejected, UpstreamError } from "./errors";
import { fromReplies, parseReply, readItems } from "./parse";
import { messageOf } from "./transport";
import type { Transport } from "./transport";
import { readRecipients, recipientsStream } from "./viber-recipients";

const LIST_TTL_MS = 2_000;

const campaignRaw = z.looseObject({
  id,
  name: textOr(""),
  message: textOrNull,
  button_text: textOrNull,
  button_link: textOrNull,
  image_link: textOrNull,
  address_book: numOrNull,
  address_book_id: numOrNull,
  sender_name: textOr(""),
  sender_id: numOrNull,
  message_live_time: numOrNull,
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

const counters = obj({
  sent: count,
  delivered: count,
  read: count,
  redirected: count,
  undelivered: count,
  errors: count,
});

const statisticsRaw = campaignRaw.extend({
  address_book_ids: z.unknown().optional(),
  stretch_time: count,
  resend_sms: flag,
  resend_sms_status: numOrNull,
  statistic: z.unknown().optional(),
  statistics: z.unknown().optional(),
});

/** `address_book_ids` as a list, one id, or nothing: ids above 0, or null for hand-entered. */
function bookIds(v: unknown): number[] | null {
  const ids = (Array.isArray(v) ? v : [v]).map(toNumber).filter((n): n is number => !!n && n > 0);
  return ids.length > 0 ? ids : null;
}

const senderRaw = z.looseObject({
  id,
  name: textOr(""),
  status: textOr("unknown"),
  service_type: textOr(""),
  web_site: textOr(""),
  description: textOr(""),
  country: textOrNull,
  countries: z.unknown().optional(),
  traffic_type: textOr(""),
  admin_comment: textOrNull,
});

function toSender(raw: z.output<typeof senderRaw>): ViberSender {
  const listed = toList(raw.countries)
    .map(toText)
    .filter((c): c is string => !!c);
  const countries = listed.length > 0 ? listed : raw.country ? [raw.country] : [];
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
  id,
  phone: text,
  description: textOr(""),
  add_date: textOr(""),
});
const blacklistReply = z.looseObject({
  data: obj({ list: z.unknown().optional(), total: numOrNull }),
});

const addressBookRaw = z.looseObject({
  id,
  name: textOr(""),
  all_email_qty: count,
  active_email_qty: count,
  inactive_email_qty: count,
  creationdate: textOrNull,
  status: z.unknown().optional(),
  status_explain: textOrNull,
});

const templateRaw = z.looseObject({
  id,
  name: textOr(""),
  text: textOr(""),
  status: textOr(""),
});

const createReply = z.looseObject({
  result: flagOrNull,
  data: obj({ task_id: id, task_name: textOr("") }),
});

export function viberEndpoints(t: Transport) {
  return {
    /** `cacheTtlMs: 0` for a caller that keeps the whole list itself. */
    async listCampaigns(
      q: { limit?: number; offset?: number },
      opts: { cacheTtlMs?: number } = {},
    ): Promise<ListResult<Campaign>> {
      const raw = await t.request({
        method: "GET",
        path: "/viber/task",
        query: q,
        cacheTtlMs: opts.cacheTtlMs ?? LIST_TTL_MS,
      });
      const { items, unreadable } = readItems(
        campaignRaw,
        parseReply(listReply, raw, "campaign list"),
        "campaign",
      );
      return { items: items.map(toCampaign), ...(unreadable ? { unreadable } : {}) };
    },

    /** `fresh`: read now, not from the brief cache (a snapshot's record, read with its recipients) */
    async getCampaign(id: number, opts: { fresh?: boolean } = {}): Promise<CampaignStatistics> {
      const raw = parseReply(
        statisticsRaw,
        // kept as briefly as the lists: a campaign page's server render and its
        // browser's summary read, a second apart, make one upstream call
        await t.request({
          method: "GET",
          path: "/viber/task/:id",
          params: { id },
          cacheTtlMs: opts.fresh ? 0 : LIST_TTL_MS,
        }),
        "campaign",
      );
      const { address_book_id: _book, ...base } = toCampaign(raw);
      return {
        ...base,
        address_book_ids: bookIds(raw.address_book_ids ?? raw.address_book_id ?? raw.address_book),
        stretch_time: raw.stretch_time,
        resend_sms: raw.resend_sms,
        resend_sms_status: raw.resend_sms_status,
        // `statistic` in the contract's sample, `statistics` in its field table
        statistic: counters.parse(raw.statistic ?? raw.statistics),
      };
    },

    async listRecipients(id: number): Promise<Recipient[]> {
      const raw = await t.request({
        method: "GET",
        path: "/viber/task/:id/recipients",
        params: { id },
        streamList: recipientsStream,
      });
      return readRecipients(raw);
    },

    async createCampaign(body: ViberCampaignCreate): Promise<{ id: number; name: string }> {
      const raw = await t.request({ method: "POST", path: "/viber", body });
      t.invalidate("/viber/task");
      const reply = parseReply(createReply, raw, "campaign create");
      if (reply.result === false)
        throw rejected(422, messageOf(raw) ?? "The campaign was not created.");
      return { id: reply.data.task_id, name: reply.data.task_name };
    },

    async listSenders(): Promise<ListResult<ViberSender>> {
      const raw = await t.request({ method: "GET", path: "/viber/senders", cacheTtlMs: 30_000 });
      return fromReplies("viber senders", [raw], () => {
        const { items, unreadable } = readItems(
          senderRaw,
          parseReply(listReply, raw, "sender list"),
          "sender",
        );
        return { items: items.map(toSender), ...(unreadable ? { unreadable } : {}) };
      });
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
      const { items, unreadable } = readItems(blacklistRaw, toList(reply.data.list), "blacklist");
      return {
        items: items.map(({ id, phone, description, add_date }) => ({
          id,
          phone,
          description,
          add_date,
        })),
        ...(reply.data.total === null ? {} : { total: reply.data.total }),
        ...(unreadable ? { unreadable } : {}),
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
        z.looseObject({ counters: obj({ added: count, exists: count }) }),
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
        deleted: parseReply(z.looseObject({ deleted: count }), raw, "blacklist remove").deleted,
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
      const { items, unreadable } = readItems(
        addressBookRaw,
        parseReply(listReply, raw, "address books"),
        "address book",
      );
      return {
        ...(unreadable ? { unreadable } : {}),
        items: items.map((b) => ({
          id: b.id,
          name: b.name,
          size: b.all_email_qty,
          active: b.active_email_qty,
          inactive: b.inactive_email_qty,
          created: b.creationdate,
          status: typeof b.status === "string" || typeof b.status === "number" ? b.status : null,
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
      return readItems(templateRaw, parseReply(listReply, raw, "viber templates"), "viber template")
        .items.filter((tpl) => tpl.status === "approved" && tpl.text !== "")
        .map(({ id, name, text }) => ({ id, name, text }));
    },
  };
}
