import { request } from "node:http";

import { serialize } from "php-serialize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { shapeBody } from "./body-shapes";
import { unpack } from "./serialized";
import { DEMO_CLIENT, startTestMessagingApi, type TestMessagingApi } from "./testing";
import { bodyIntoQuery, decodeBody, normaliseTarget } from "./wire";

describe("normaliseTarget", () => {
  it("collapses runs of slashes and keeps the query", () => {
    const t = normaliseTarget("//smtp//emails?limit=5");
    expect(t?.path).toBe("/smtp/emails");
    expect(t?.query.get("limit")).toBe("5");
    // `new URL("//viber/senders", base)` would make `viber` a host and the path `/senders`
    expect(normaliseTarget("//viber/senders")?.path).toBe("/viber/senders");
  });

  it.each(["/smtp/../senders", "/viber/./task", "/smtp/%2e%2e/senders", "/a%2Fb", "/a\\b", "x"])(
    "refuses %s (it could name another resource)",
    (raw) => expect(normaliseTarget(raw)).toBeNull(),
  );
});

describe("decodeBody", () => {
  it("reads JSON, and form bodies with PHP-style brackets", () => {
    expect(decodeBody('{"a":1}', "application/json")).toEqual({ a: 1 });
    expect(
      decodeBody(
        "phones%5B%5D=380501234567&phones%5B%5D=380501234568&description=x",
        "application/x-www-form-urlencoded; charset=UTF-8",
      ),
    ).toEqual({ phones: ["380501234567", "380501234568"], description: "x" });
    expect(decodeBody("emails[0][email]=a@b.co&emails[0][comment]=c", undefined)).toEqual({
      emails: [{ email: "a@b.co", comment: "c" }],
    });
    expect(decodeBody("  ", "application/json")).toBeUndefined();
  });

  it("refuses what is neither (400 code 999), and NUL", () => {
    expect(() => decodeBody("{nope", "application/json")).toThrow(/Badly formed/);
    expect(() => decodeBody('{"a":"\\u0000"}', "application/json")).toThrow(/Badly formed/);
  });
});

describe("unpack", () => {
  it("reads PHP-serialized and JSON strings, PHP arrays as lists", () => {
    expect(unpack(serialize(["a@b.co", "é@c.co"]))).toEqual(["a@b.co", "é@c.co"]);
    expect(unpack('a:1:{i:0;O:8:"stdClass":1:{s:5:"email";s:6:"a@b.co";}}')).toEqual([
      { email: "a@b.co" },
    ]);
    expect(unpack('["a@b.co"]')).toEqual(["a@b.co"]);
    expect(unpack({ 0: "x", 1: "y" })).toEqual(["x", "y"]);
    expect(unpack("plain text")).toBe("plain text");
    expect(() => unpack('a:1:{i:0;s:99:"short";}')).toThrow(/serialized/);
  });
});

describe("shapeBody", () => {
  it("reads a form-encoded campaign as the contract's JSON", () => {
    const body = shapeBody("POST /viber", {
      message_type: "2",
      sender_id: "1",
      message_live_time: "3600",
      send_date: "now",
      address_book: "0",
      recipients: ["380501234567"],
      message: "Hi",
      additional: { resend_sms: { status: "0" } },
    });
    expect(body).toEqual({
      message_type: 2,
      sender_id: 1,
      message_live_time: 3600,
      send_date: "now",
      recipients: ["380501234567"],
      message: "Hi",
      additional: { resend_sms: { status: false } },
    });
  });

  it("reads Base64 written with line breaks (Ruby's encode64)", () => {
    const html = Buffer.from("<p>".padEnd(100, "x")).toString("base64");
    const wrapped = `${html.match(/.{1,60}/g)!.join("\n")}\n`;
    expect(shapeBody("POST /smtp/emails", { email: { html: wrapped } })).toEqual({
      email: { html },
    });
  });

  it("reads PHP's empty array as the empty map the contract has there", () => {
    const email = unpack(serialize({ template: { id: 315, variables: {} }, attachments: {} }));
    expect(shapeBody("POST /smtp/emails", { email })).toEqual({
      email: { template: { id: 315, variables: {} }, attachments: {} },
    });
  });

  it("drops the nulls clients send for absent parts of an email", () => {
    expect(
      shapeBody("POST /smtp/emails", {
        email: { html: "aGk=", template: null, attachments: null, auto_plain_text: "1" },
      }),
    ).toEqual({ email: { html: "aGk=", auto_plain_text: true } });
  });
});

it("bodyIntoQuery adds a GET's body fields the query string lacks", () => {
  const q = bodyIntoQuery(new URLSearchParams("limit=5"), { limit: 0, sender: "a@b.co", x: {} });
  expect(Object.fromEntries(q)).toEqual({ limit: "5", sender: "a@b.co" });
});

describe("over HTTP", () => {
  let api: TestMessagingApi;
  beforeAll(async () => {
    api = await startTestMessagingApi({ seed: true, maxRps: 100_000 });
  });
  afterAll(() => api?.close());

  /** A request as sent on the wire: the path untouched (no URL resolution), a body on any method. */
  async function raw(method: string, path: string, body?: string, type?: string) {
    const token = await api.token();
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const headers: Record<string, string | number> = { Authorization: `Bearer ${token}` };
      if (type) headers["Content-Type"] = type;
      if (body !== undefined) headers["Content-Length"] = Buffer.byteLength(body);
      const req = request({ host: "127.0.0.1", port: api.port, method, path, headers }, (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  it("issues a token for a form-encoded request", async () => {
    const res = await fetch(`${api.url}/oauth/access_token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: DEMO_CLIENT.id,
        client_secret: DEMO_CLIENT.secret,
      }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
  });

  it("answers //viber/senders with the Viber senders, never the email senders", async () => {
    const res = await raw("GET", "//viber/senders");
    expect(res.status).toBe(200);
    expect((res.body as { id: number; service_type: string }[])[0]).toMatchObject({
      id: expect.any(Number),
      service_type: expect.any(String),
    });
    expect((await raw("GET", "/viber/../senders")).status).toBe(404);
  });

  it("reads GET filters sent as a JSON body", async () => {
    const res = await raw(
      "GET",
      "/smtp/emails",
      JSON.stringify({ limit: 3, offset: 0 }),
      "application/json",
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
  });

  it("sends an email given PHP-serialized, form-encoded", async () => {
    const email = serialize({
      html: Buffer.from("<p>Hi</p>").toString("base64"),
      text: "Hi",
      subject: "Wire test",
      from: { name: "Shop", email: "news@shop.example.com" },
      to: [{ name: "A", email: "wire-test@example.org" }],
    });
    const res = await raw(
      "POST",
      "/smtp/emails",
      new URLSearchParams({ email }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(res).toMatchObject({ status: 200, body: { result: true, id: expect.any(String) } });
  });
});
