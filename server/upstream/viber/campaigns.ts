import "server-only";

import type { ViberCampaignCreate } from "@messaging-console/contract/viber";
import { z } from "zod";

import type { Campaign, CampaignStatistics, ListResult, Recipient } from "@/lib/schemas/resources";
import {
  count,
  flag,
  flagOrNull,
  id,
  numOrNull,
  obj,
  textOr,
  textOrNull,
  toNumber,
} from "@/server/upstream/coerce";
import { rejected } from "@/server/upstream/errors";
import { messageOf } from "@/server/upstream/outcomes";
import { parseReply } from "@/server/upstream/parse";
import { get, LIST_TTL_MS, listed, readList, type PageQuery } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";
import { readRecipients, recipientsStream } from "@/server/upstream/viber-recipients";

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

const createReply = z.looseObject({
  result: flagOrNull,
  data: obj({ task_id: id, task_name: textOr("") }),
});

/** Viber campaigns: the list, one campaign with its figures, its recipients, a new one. */
export function campaignEndpoints(t: Transport) {
  return {
    /** `cacheTtlMs: 0` for a caller that keeps the whole list itself. */
    async listCampaigns(
      q: PageQuery,
      opts: { cacheTtlMs?: number } = {},
    ): Promise<ListResult<Campaign>> {
      const raw = await get(t, "/viber/task", {
        query: q,
        cacheTtlMs: opts.cacheTtlMs ?? LIST_TTL_MS,
      });
      return listed(readList(campaignRaw, raw, "campaign list", "campaign"), toCampaign);
    },

    /** `fresh`: read now, not from the brief cache (a snapshot's record, read with its recipients) */
    async getCampaign(id: number, opts: { fresh?: boolean } = {}): Promise<CampaignStatistics> {
      const raw = parseReply(
        statisticsRaw,
        // kept as briefly as the lists: a campaign page's server render and its
        // browser's summary read, a second apart, make one upstream call
        await get(t, "/viber/task/:id", {
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
      const raw = await get(t, "/viber/task/:id/recipients", {
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
  };
}
