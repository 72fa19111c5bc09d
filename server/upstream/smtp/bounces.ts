import "server-only";

import { z } from "zod";

import type { Bounce, ListResult } from "@/lib/schemas/resources";
import { count, numOrNull, textOr, toList } from "@/server/upstream/coerce";
import { parseReply, readItems } from "@/server/upstream/parse";
import { get, LIST_TTL_MS, listed, readTotal, type PageQuery } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const bounceRaw = z.looseObject({
  email_to: textOr(""),
  sender: textOr(""),
  send_date: textOr(""),
  subject: textOr(""),
  smtp_answer_code: count,
  smtp_answer_subcode: textOr(""),
  smtp_answer_data: textOr(""),
});

/** A day's bounces and their total. */
export function bounceEndpoints(t: Transport) {
  return {
    async listBounces(q: PageQuery & { date?: string }): Promise<ListResult<Bounce>> {
      const raw = await get(t, "/smtp/bounces/day", { query: q, cacheTtlMs: LIST_TTL_MS });
      const reply = parseReply(
        z.looseObject({ total: numOrNull, emails: z.unknown().optional() }),
        raw,
        "bounces",
      );
      return listed(
        readItems(bounceRaw, toList(reply.emails), "bounce"),
        (bounce) => bounce,
        reply.total,
      );
    },
    async totalBounces(): Promise<{ total: number }> {
      return readTotal(t, "/smtp/bounces/day/total", "bounce total");
    },
  };
}
