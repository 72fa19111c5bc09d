import "server-only";

import type {
  Resubscribe,
  UnsubscribeAdd,
  UnsubscribeRemove,
} from "@messaging-console/contract/email/lists";
import { z } from "zod";

import type { ListResult, Unsubscribe } from "@/lib/schemas/resources";
import { flag, text, textOr } from "@/server/upstream/coerce";
import { parseReply } from "@/server/upstream/parse";
import { get, LIST_TTL_MS, listed, ok, readList, type PageQuery } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

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

/** The unsubscribe list: read, add, remove, search; and resubscribing an address. */
export function unsubscribeEndpoints(t: Transport) {
  /** A write to the list (`{result: true}` expected); the cached list pages go. */
  async function change(
    method: "POST" | "DELETE",
    body: UnsubscribeAdd | UnsubscribeRemove,
    what: string,
  ): Promise<{ ok: true }> {
    parseReply(ok, await t.request({ method, path: "/smtp/unsubscribe", body }), what);
    t.invalidate("/smtp/unsubscribe");
    return { ok: true };
  }

  return {
    async listUnsubscribes(q: PageQuery & { date?: string }): Promise<ListResult<Unsubscribe>> {
      const raw = await get(t, "/smtp/unsubscribe", { query: q, cacheTtlMs: LIST_TTL_MS });
      return listed(readList(unsubscribeRaw, raw, "unsubscribes", "unsubscribe"), toUnsubscribe);
    },
    async addUnsubscribes(body: UnsubscribeAdd): Promise<{ ok: true }> {
      return change("POST", body, "unsubscribe add");
    },
    async removeUnsubscribes(body: UnsubscribeRemove): Promise<{ ok: true }> {
      return change("DELETE", body, "unsubscribe remove");
    },
    async isUnsubscribed(email: string): Promise<{ unsubscribed: boolean }> {
      const raw = await get(t, "/smtp/unsubscribe/search", { query: { email } });
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
  };
}
