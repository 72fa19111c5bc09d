import "server-only";

import { z } from "zod";

import type { Recipient } from "@/lib/schemas/resources";

import { num, numOrNull, text, textOr, textOrNull } from "./coerce";
import { parseReply } from "./parse";

const recipientRaw = z.looseObject({
  phone: text,
  address_book_id: numOrNull.optional(),
  status: textOr("unknown"),
  send_date: textOrNull,
  price: num.default(0),
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

/** The `recipients` array of GET /viber/task/{id}/recipients, normalised. */
export function readRecipients(raw: unknown): Recipient[] {
  const list = parseReply(
    z.looseObject({ recipients: z.array(z.unknown()) }),
    raw,
    "recipients",
  ).recipients;
  return list.map((r, i) => {
    const plain = readPlain(r);
    if (plain) return plain;
    const p = parseReply(recipientRaw, r, `recipient ${i}`);
    return {
      phone: p.phone,
      address_book_id: p.address_book_id ?? null,
      status: p.status,
      send_date: p.send_date,
      price: p.price,
      currency: p.currency,
      last_update: p.last_update,
    };
  });
}
