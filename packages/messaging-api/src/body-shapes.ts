import { unpack } from "./serialized";

/** Write bodies as clients send them, into the contract's shape (numbers, booleans, unpacked fields). */

type Body = Record<string, unknown>;
export const isObject = (v: unknown): v is Body =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function toNumber(body: Body, key: string): void {
  const v = body[key];
  if (typeof v === "string" && /^-?\d{1,15}$/.test(v.trim())) body[key] = Number(v.trim());
}

function toBoolean(body: Body, key: string): void {
  const v = body[key];
  if (v === "true" || v === "1" || v === 1) body[key] = true;
  else if (v === "false" || v === "0" || v === 0 || v === "") body[key] = false;
}

/** Clients send null (or an empty form field) for "not given". */
function dropEmpty(body: Body, ...keys: string[]): void {
  for (const key of keys) if (body[key] === null || body[key] === "") delete body[key];
}

function emptyListAsMap(body: Body, key: string): void {
  const v = body[key];
  if (Array.isArray(v) && v.length === 0) body[key] = {};
}

function unpackField(body: Body, key: string): void {
  if (key in body) body[key] = unpack(body[key]);
}

const SHAPES: Record<string, (body: Body) => void> = {
  "POST /viber": (b) => {
    unpackField(b, "recipients");
    unpackField(b, "additional");
    for (const k of ["message_type", "sender_id", "message_live_time", "stretch_time"])
      toNumber(b, k);
    toNumber(b, "address_book");
    // the Go client sends `address_book: 0` beside `recipients`; others `recipients: null`
    if (b.address_book === 0 || b.address_book === "0") delete b.address_book;
    dropEmpty(b, "address_book", "recipients", "task_name", "stretch_time", "additional");
    if (isObject(b.additional)) {
      const a = b.additional;
      dropEmpty(a, "button", "image", "resend_sms");
      if (isObject(a.resend_sms)) toBoolean(a.resend_sms, "status");
    }
  },
  "POST /v2/viber-service/phone-exception": (b) => unpackField(b, "phones"),
  "DELETE /v2/viber-service/phone-exception": (b) => unpackField(b, "phones"),
  "POST /smtp/emails": (b) => {
    unpackField(b, "email");
    const m = b.email;
    if (!isObject(m)) return;
    dropEmpty(m, "template", "attachments", "attachments_binary", "reply_to", "cc", "bcc");
    dropEmpty(m, "html", "text");
    toBoolean(m, "auto_plain_text");
    // PHP serializes an empty map as an empty array (`a:0:{}`): where the contract has a map, it is one
    for (const key of ["attachments", "attachments_binary"]) emptyListAsMap(m, key);
    if (isObject(m.template)) emptyListAsMap(m.template, "variables");
    // Base64 as Ruby's encode64 writes it (a newline every 60 characters): PHP's
    // base64_decode, behind the real service, ignores the whitespace
    if (typeof m.html === "string") m.html = m.html.replace(/\s+/g, "");
    if (isObject(m.attachments_binary))
      for (const [k, v] of Object.entries(m.attachments_binary))
        if (typeof v === "string") m.attachments_binary[k] = v.replace(/\s+/g, "");
  },
  "POST /smtp/emails/info": (b) => unpackField(b, "emails"),
  "POST /smtp/unsubscribe": (b) => unpackField(b, "emails"),
  "DELETE /smtp/unsubscribe": (b) => unpackField(b, "emails"),
};

export function shapeBody(route: string, body: unknown): unknown {
  const shape = SHAPES[route];
  if (!shape || !isObject(body)) return body;
  const copy = structuredClone(body);
  shape(copy);
  return copy;
}
