import { expect } from "vitest";

/** A reply as the replay test hands it to a request's `expect`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- SDKs read reply fields freely
export type Reply = { status: number; body: any };
export type Check = (reply: Reply) => void;

/** All checks, in order. */
export const all =
  (...checks: Check[]): Check =>
  (reply) => {
    for (const check of checks) check(reply);
  };

/** PHP v1, Ruby, Java, C# and Go flag every status but 200 as an error (201 included). */
export const status200: Check = (r) =>
  expect(r.status, "this SDK treats any status but 200 as an error").toBe(200);

/** Some SDKs pass the body on whatever the status: it must not be an error object. */
export const notAnError: Check = (r) => {
  const body = r.body as Record<string, unknown> | null;
  if (body && typeof body === "object" && !Array.isArray(body)) {
    expect(body.is_error, "is_error in a success reply").not.toBe(true);
    expect(body.error_code, "error_code in a success reply").toBeUndefined();
  }
};

export const token: Check = (r) => {
  expect(typeof r.body?.access_token).toBe("string");
  expect(r.body.access_token.length).toBeGreaterThan(0);
};

export const resultTrue: Check = (r) => expect(r.body?.result).toBe(true);

/** `{result: true, id}` of a send: the SDKs hand the id back to the caller. */
export const sent: Check = (r) => {
  expect(r.body?.result).toBe(true);
  expect(typeof r.body?.id).toBe("string");
};

export const list: Check = (r) => expect(Array.isArray(r.body), "a JSON array").toBe(true);

export const object: Check = (r) => {
  expect(typeof r.body).toBe("object");
  expect(Array.isArray(r.body)).toBe(false);
};

export const total: Check = (r) => expect(Number.isInteger(r.body?.total)).toBe(true);

export const stringList: Check = (r) => {
  list(r);
  for (const s of r.body as unknown[]) expect(typeof s).toBe("string");
};

export const campaignCreated: Check = (r) => {
  expect(r.body?.result).toBe(true);
  expect(Number.isInteger(Number(r.body?.data?.task_id))).toBe(true);
};

export const blacklistPage: Check = (r) => {
  expect(Array.isArray(r.body?.data?.list)).toBe(true);
  expect(Number.isInteger(r.body?.data?.total)).toBe(true);
};

export const recipients: Check = (r) => expect(Array.isArray(r.body?.recipients)).toBe(true);

/**
 * What Go's encoding/json accepts when it decodes a reply into the client's
 * structs: a JSON null leaves any field alone, an unknown key is ignored, but a
 * value of the wrong JSON type fails the whole call ("cannot unmarshal string
 * into Go struct field … of type int"). `datetime` is the client's DateTime,
 * which parses exactly `2006-01-02 15:04:05` (or null).
 */
export type GoType =
  | "int"
  | "float"
  | "string"
  | "bool"
  | "datetime"
  | "any"
  | { map: GoType }
  | [GoType]
  | { [field: string]: GoType };

function goCheck(value: unknown, type: GoType, at: string): void {
  if (value === null || value === undefined || type === "any") return;
  const where = `Go decodes ${at} as ${typeof type === "string" ? type : "a struct/list"}`;
  if (type === "int") return void expect(Number.isInteger(value), where).toBe(true);
  if (type === "float") return void expect(typeof value, where).toBe("number");
  if (type === "string") return void expect(typeof value, where).toBe("string");
  if (type === "bool") return void expect(typeof value, where).toBe("boolean");
  if (type === "datetime") {
    expect(typeof value, where).toBe("string");
    return void expect(value, where).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  }
  if (Array.isArray(type)) {
    expect(Array.isArray(value), where).toBe(true);
    (value as unknown[]).forEach((v, i) => goCheck(v, type[0], `${at}[${i}]`));
    return;
  }
  expect(typeof value === "object" && !Array.isArray(value), where).toBe(true);
  const fields = value as Record<string, unknown>;
  if ("map" in type && typeof type.map !== "undefined" && Object.keys(type).length === 1) {
    for (const [k, v] of Object.entries(fields)) goCheck(v, type.map, `${at}.${k}`);
    return;
  }
  for (const [k, t] of Object.entries(type as Record<string, GoType>))
    goCheck(fields[k], t, `${at}.${k}`);
}

/** The reply decodes into the Go client's type without an error. */
export const goDecodes =
  (type: GoType): Check =>
  (r) =>
    goCheck(r.body, type, "the reply");

export const senderDomains: Check = (r) => expect(Array.isArray(r.body?.data?.data)).toBe(true);

export const domainAdded: Check = (r) => {
  expect(r.body?.data?.result).toBe(true);
  expect(r.body?.data?.error).toBeNull();
};

type Field = "string" | "number" | "boolean";
const fieldsOf = (value: unknown, fields: Record<string, Field>, at: string) => {
  expect(typeof value === "object" && value !== null && !Array.isArray(value), at).toBe(true);
  for (const [k, t] of Object.entries(fields))
    expect(typeof (value as Record<string, unknown>)[k], `${at}.${k}`).toBe(t);
};
/** an object with these fields: the reply is the resource asked for, not another one's */
const record =
  (fields: Record<string, Field>): Check =>
  (r) =>
    fieldsOf(r.body, fields, "the reply");
/** a list whose items have these fields */
const records =
  (fields: Record<string, Field>): Check =>
  (r) => {
    list(r);
    (r.body as unknown[]).forEach((item, i) => fieldsOf(item, fields, `item ${i}`));
  };

export const viberSenders = records({ id: "number", name: "string", status: "string" });
export const viberSender = record({ id: "number", name: "string", status: "string" });
export const campaigns = records({ id: "number", name: "string", send_date: "string" });
export const campaignStats = all(record({ id: "number", name: "string" }), (r) =>
  expect(typeof r.body?.statistic).toBe("object"),
);
export const emails = records({ id: "string", sender: "string", subject: "string" });
export const email = record({ id: "string", sender: "string", subject: "string" });
export const senders = records({ email: "string", name: "string", status: "string" });
export const addressBooks = records({ id: "number", name: "string" });
export const unsubscribed = records({ email: "string", date: "string" });
export const templates = records({ id: "string", real_id: "number", name: "string" });
export const bounces: Check = (r) => {
  total(r);
  expect(Array.isArray(r.body?.emails)).toBe(true);
};

/** a page of at most n items (a list, or the blacklist's data.list): the SDK's limit was read */
export const atMost =
  (n: number): Check =>
  (r) => {
    const items: unknown = Array.isArray(r.body) ? r.body : r.body?.data?.list;
    expect(Array.isArray(items)).toBe(true);
    expect((items as unknown[]).length, `a page of at most ${n}`).toBeLessThanOrEqual(n);
  };

/** not an empty page: `limit=0` is the default page, not zero records */
export const nonEmpty: Check = (r) =>
  expect((r.body as unknown[]).length, "limit=0 means the default page").toBeGreaterThan(0);
