import "server-only";

import { z } from "zod";

import type { Recipient } from "@/lib/schemas/resources";

import { count, numOrNull, text, textOr, textOrNull, toList } from "./coerce";
import { parseReply, readItems } from "./parse";
import { streamedItems } from "./streamed-items";

const recipientRaw = z.looseObject({
  phone: text,
  address_book_id: numOrNull,
  status: textOr("unknown"),
  send_date: textOrNull,
  price: count,
  currency: textOr(""),
  last_update: textOrNull,
});

const isText = (v: unknown): v is string => typeof v === "string";
const isTextOrNull = (v: unknown): v is string | null => v === null || typeof v === "string";

/**
 * One recipient in the shape the upstream normally sends, read without zod —
 * 100,000 of them per campaign make zod the slowest step of a campaign page —
 * or null for anything unusual, which then goes through the tolerant schema.
 */
function readPlain(r: unknown): Recipient | null {
  if (typeof r !== "object" || r === null) return null;
  const o = r as Record<string, unknown>;
  const phone = typeof o.phone === "number" ? String(o.phone) : o.phone;
  const book = o.address_book_id ?? null;
  if (
    !isText(phone) ||
    !(book === null || typeof book === "number") ||
    !isText(o.status) ||
    !isTextOrNull(o.send_date) ||
    typeof o.price !== "number" ||
    !isText(o.currency) ||
    !isTextOrNull(o.last_update)
  )
    return null;
  return {
    phone,
    address_book_id: book,
    status: o.status,
    send_date: o.send_date || null,
    price: o.price,
    currency: o.currency,
    last_update: o.last_update || null,
  };
}

/**
 * One recipient of the reply, normalised; null for one that cannot be read (no
 * phone), which is left out (and logged once). The rest take defaults.
 */
export function readRecipient(r: unknown): Recipient | null {
  const plain = readPlain(r);
  if (plain) return plain;
  const p = readItems(recipientRaw, [r], "recipient").items[0];
  if (!p) return null;
  return {
    phone: p.phone,
    address_book_id: p.address_book_id,
    status: p.status,
    send_date: p.send_date,
    price: p.price,
    currency: p.currency,
    last_update: p.last_update,
  };
}

/**
 * How the transport reads this reply: each recipient as it arrives
 * (server/upstream/streamed-list.ts), so a 100,000-recipient reply is parsed and
 * read while it is still on its way.
 */
export const recipientsStream = { key: "recipients", readItem: readRecipient };

/** The `recipients` array of GET /viber/task/{id}/recipients, normalised. */
export function readRecipients(raw: unknown): Recipient[] {
  // `{task_id, recipients: [...]}`; a bare list is read too
  if (Array.isArray(raw)) return readList(raw);
  const reply = parseReply(
    z.looseObject({ recipients: z.unknown().optional() }),
    raw,
    "recipients",
  );
  // read as it arrived (the transport's streamed reading of this reply)
  const streamed = streamedItems<Recipient>(reply.recipients);
  return streamed ?? readList(toList(reply.recipients));
}

function readList(list: unknown[]): Recipient[] {
  const out: Recipient[] = [];
  for (const r of list) {
    const read = readRecipient(r);
    if (read) out.push(read);
  }
  return out;
}
