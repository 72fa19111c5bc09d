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

/** Read without zod (the slowest step at 100,000 recipients); null sends it to the schema. */
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

/** null (no phone): left out and logged once. */
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

export const recipientsStream = { key: "recipients", readItem: readRecipient };

export function readRecipients(raw: unknown): Recipient[] {
  if (Array.isArray(raw)) return readList(raw);
  const reply = parseReply(
    z.looseObject({ recipients: z.unknown().optional() }),
    raw,
    "recipients",
  );
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
