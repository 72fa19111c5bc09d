import "server-only";

import { z } from "zod";

import type { ListResult, ViberSender } from "@/lib/schemas/resources";
import { id, textOr, textOrNull, toList, toText } from "@/server/upstream/coerce";
import { fromReplies, parseReply } from "@/server/upstream/parse";
import { get, listed, readList } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

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
  const named = toList(raw.countries)
    .map(toText)
    .filter((c): c is string => !!c);
  const countries = named.length > 0 ? named : raw.country ? [raw.country] : [];
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

/** Viber sender names: the list and one of them. */
export function senderEndpoints(t: Transport) {
  return {
    async listSenders(): Promise<ListResult<ViberSender>> {
      const raw = await get(t, "/viber/senders", { cacheTtlMs: 30_000 });
      return fromReplies("viber senders", [raw], () =>
        listed(readList(senderRaw, raw, "sender list", "sender"), toSender),
      );
    },

    async getSender(id: number): Promise<ViberSender> {
      return toSender(
        parseReply(senderRaw, await get(t, "/viber/senders/:id", { params: { id } }), "sender"),
      );
    },
  };
}
