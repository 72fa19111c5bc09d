import "server-only";

import type { ViberBlacklistAdd, ViberBlacklistRemove } from "@messaging-console/contract/viber";
import { z } from "zod";

import type { BlacklistEntry, ListResult } from "@/lib/schemas/resources";
import { count, id, numOrNull, obj, text, textOr, toList } from "@/server/upstream/coerce";
import { parseReply, readItems } from "@/server/upstream/parse";
import { get, LIST_TTL_MS, listed, type PageQuery } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const BLACKLIST_PATH = "/v2/viber-service/phone-exception";

const blacklistRaw = z.looseObject({
  id,
  phone: text,
  description: textOr(""),
  add_date: textOr(""),
});
const blacklistReply = z.looseObject({
  data: obj({ list: z.unknown().optional(), total: numOrNull }),
});

/** The Viber blacklist (phone exceptions): a page of it, adding and removing numbers. */
export function blacklistEndpoints(t: Transport) {
  return {
    async listBlacklist(q: PageQuery): Promise<ListResult<BlacklistEntry>> {
      const raw = await get(t, BLACKLIST_PATH, { query: q, cacheTtlMs: LIST_TTL_MS });
      const reply = parseReply(blacklistReply, raw, "blacklist");
      return listed(
        readItems(blacklistRaw, toList(reply.data.list), "blacklist"),
        ({ id, phone, description, add_date }) => ({ id, phone, description, add_date }),
        reply.data.total,
      );
    },

    async addToBlacklist(body: ViberBlacklistAdd): Promise<{ added: number; exists: number }> {
      const raw = await t.request({ method: "POST", path: BLACKLIST_PATH, body });
      t.invalidate(BLACKLIST_PATH);
      return parseReply(
        z.looseObject({ counters: obj({ added: count, exists: count }) }),
        raw,
        "blacklist add",
      ).counters;
    },

    async removeFromBlacklist(body: ViberBlacklistRemove): Promise<{ deleted: number }> {
      const raw = await t.request({ method: "DELETE", path: BLACKLIST_PATH, body });
      t.invalidate(BLACKLIST_PATH);
      return {
        deleted: parseReply(z.looseObject({ deleted: count }), raw, "blacklist remove").deleted,
      };
    },
  };
}
