import "server-only";

import type { SenderAdd } from "@messaging-console/contract/email/lists";
import { z } from "zod";

import type { EmailSender, ListResult } from "@/lib/schemas/resources";
import { text, textOrNull, toList, toText } from "@/server/upstream/coerce";
import { fromReplies, parseReply } from "@/server/upstream/parse";
import { get, ok, readList } from "@/server/upstream/reads";
import type { Transport } from "@/server/upstream/transport";

const senderRaw = z.looseObject({ email: text, name: textOrNull, status: textOrNull });

/** Where email is sent from: the sender addresses and the account's sending IPs. */
export function senderEndpoints(t: Transport) {
  return {
    async listIps(): Promise<ListResult<string>> {
      return {
        items: toList(await get(t, "/smtp/ips", { cacheTtlMs: 30_000 })).flatMap(
          (ip) => toText(ip) ?? [],
        ),
      };
    },
    /** Sender addresses with their status (GET /senders), plus SMTP-only ones (GET /smtp/senders). */
    async listSenders(): Promise<ListResult<EmailSender>> {
      const [withStatus, smtpOnly] = await Promise.all([
        get(t, "/senders", { cacheTtlMs: 10_000 }),
        get(t, "/smtp/senders", { cacheTtlMs: 10_000 }),
      ]);
      return fromReplies("email senders", [withStatus, smtpOnly], () => {
        const list = readList(senderRaw, withStatus, "senders", "sender").items;
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
  };
}
