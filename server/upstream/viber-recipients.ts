import "server-only";

import { z } from "zod";

import type { Recipient } from "@/lib/schemas/resources";

import { count, numOrNull, text, textOr, textOrNull, toList } from "./coerce";
import { parseReply, readItems } from "./parse";

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

/** The `recipients` array of GET /viber/task/{id}/recipients, normalised. */
export function readRecipients(raw: unknown): Recipient[] {
  // `{task_id, recipients: [...]}`; a bare list is read too
  const list = Array.isArray(raw)
    ? raw
    : toList(
        parseReply(z.looseObject({ recipients: z.unknown().optional() }), raw, "recipients")
          .recipients,
      );
  const out: Recipient[] = [];
  for (const r of list) {
    const plain = readPlain(r);
    if (plain) {
      out.push(plain);
      continue;
    }
    // a recipient without a phone is left out (and logged once); the rest take defaults
    const p = readItems(recipientRaw, [r], "recipient").items[0];
    if (p)
      out.push({
        phone: p.phone,
        address_book_id: p.address_book_id,
        status: p.status,
        send_date: p.send_date,
        price: p.price,
        currency: p.currency,
        last_update: p.last_update,
      });
  }
  return out;
}
