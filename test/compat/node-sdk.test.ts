import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { EMAIL_ID } from "@messaging-console/contract/email";
import {
  DEMO_CLIENT,
  startTestMessagingApi,
  type TestMessagingApi,
} from "@messaging-console/messaging-api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  CompatTally,
  describeHttp,
  startNodeSdk,
  type NodeSdk,
  type SdkAnswer,
  type SdkCall,
  type SdkCallback,
  type TallyEntry,
} from "./node-sdk-harness";

/**
 * The official Node SDK, sendpulse-api@1.1.7, unmodified, against the embedded
 * Messaging API over real HTTP on loopback: every SDK method that maps to an
 * operation of MESSAGING-API.md (or a neighbouring endpoint of UPSTREAM-NOTES.md),
 * and the generic sendRequest for the operations it has no method for. Results
 * are checked as the SDK's user reads them: the parsed JSON its callback gets.
 * The per-method tally goes to node-sdk-compat.json.
 */

const SDK = "sendpulse-api@1.1.7";
const tally = new CompatTally(SDK);

let api: TestMessagingApi;
let node: NodeSdk;
let storage: string;

beforeAll(async () => {
  api = await startTestMessagingApi({ seed: true, maxRps: 100_000 });
  node = startNodeSdk(api.port);
  storage = mkdtempSync(join(tmpdir(), "sendpulse-node-sdk-"));
}, 180_000);

afterAll(async () => {
  node?.restore();
  await api?.close();
  if (storage) rmSync(storage, { recursive: true, force: true });
  // a run filtered with -t exercises only some methods: it leaves the last full tally alone
  if (tally.complete()) tally.write(new URL("./node-sdk-compat.json", import.meta.url));
});

/** A test of one SDK method; the tally counts the method working when all its tests pass. */
function sdkIt(entry: TallyEntry, title: string, body: () => Promise<void>): void {
  const run = tally.register(entry);
  const name = entry.path === undefined ? entry.method : `${entry.method}('${entry.path}')`;
  it(`${name} → ${entry.operation}: ${title}`, async () => {
    const done = run();
    await body();
    done();
  });
}

/** sendRequest's tally entry: the operation is its path argument, leading slashes and query off. */
const via = (method: string, path: string): TallyEntry => ({
  method: "sendRequest",
  operation: `${method} /${path.replace(/^\/+/, "").split("?")[0]}`,
  path,
});

const sdk = () => node.sdk;
const call = (invoke: (cb: SdkCallback) => void) => node.call(invoke);
const raw = (path: string, method: string, data: unknown = {}) =>
  call((cb) => sdk().sendRequest(path, method, data, cb));

/** The SDK's answer of a call that must have worked (no error object, HTTP 200). */
function ok(res: SdkCall): SdkAnswer {
  const seen = describeHttp(res.http);
  expect(res.answer?.is_error, seen).toBeUndefined();
  expect(res.answer?.error_code, seen).toBeUndefined();
  expect(res.http.at(-1)?.status, seen).toBe(200);
  return res.answer;
}

/** An upstream-style error the SDK passes to its callback: `{message, error_code}`. */
function refused(res: SdkCall, status: number, code?: number): void {
  const seen = describeHttp(res.http);
  expect(res.http.at(-1)?.status, seen).toBe(status);
  expect(res.answer, seen).toMatchObject({ message: expect.any(String) });
  if (code !== undefined) expect(res.answer.error_code, seen).toBe(code);
}

const tokenFile = (id: string, secret: string) =>
  join(storage, createHash("md5").update(`${id}::${secret}`).digest("hex"));

/** init with the stored token (no request once the token tests have run): lets `-t` pick any test. */
const signIn = () => call((cb) => sdk().init(DEMO_CLIENT.id, DEMO_CLIENT.secret, storage, cb));

const ids = (list: { id: unknown }[]) => list.map((x) => x.id);
const RECIPIENT = "ada.sdk-node@example.org";
const LEAVER = "leaver.sdk-node@example.org";
const SENDER = "orders@northwind-shop.example";

describe(`official Node SDK ${SDK} against the embedded API`, () => {
  describe("token", () => {
    const init: TallyEntry = { method: "init", operation: "POST /oauth/access_token" };
    const getToken: TallyEntry = { method: "getToken", operation: "POST /oauth/access_token" };

    sdkIt(init, "bad credentials give the SDK's 'Invalid credentials' error", async () => {
      // first: the SDK keeps the token in a module variable that init only fills when empty
      const res = await call((cb) => sdk().init(DEMO_CLIENT.id, "wrong-secret", storage, cb));
      expect(res.http.at(-1)?.status, describeHttp(res.http)).toBe(401);
      expect(res.answer).toEqual({ is_error: 1, message: "Invalid credentials" });
      expect(existsSync(tokenFile(DEMO_CLIENT.id, "wrong-secret"))).toBe(false);
    });

    sdkIt(init, "gets a token, stores it under the storage folder, and it works", async () => {
      const res = await call((cb) => sdk().init(DEMO_CLIENT.id, DEMO_CLIENT.secret, storage, cb));
      const token = res.answer as string;
      expect(typeof token, describeHttp(res.http)).toBe("string");
      expect(token.length).toBeGreaterThan(10);
      expect(readFileSync(tokenFile(DEMO_CLIENT.id, DEMO_CLIENT.secret), "utf8")).toBe(token);
      const info = await fetch(`${api.url}/user/info`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(info.status).toBe(200);
    });

    sdkIt(init, "a second init reads the stored token without a request", async () => {
      const stored = readFileSync(tokenFile(DEMO_CLIENT.id, DEMO_CLIENT.secret), "utf8");
      const res = await call((cb) => sdk().init(DEMO_CLIENT.id, DEMO_CLIENT.secret, storage, cb));
      expect(res.answer).toBe(stored);
      expect(res.http).toEqual([]);
    });

    sdkIt(getToken, "fetches a fresh token and stores it", async () => {
      const before = readFileSync(tokenFile(DEMO_CLIENT.id, DEMO_CLIENT.secret), "utf8");
      const res = await call((cb) => sdk().getToken(cb));
      expect(typeof res.answer, describeHttp(res.http)).toBe("string");
      expect(res.answer).not.toBe(before);
      expect(readFileSync(tokenFile(DEMO_CLIENT.id, DEMO_CLIENT.secret), "utf8")).toBe(res.answer);
    });

    sdkIt(getToken, "a revoked token: the SDK refreshes on the 401 and retries", async () => {
      api.oauth.revokeAll();
      const res = await call((cb) => sdk().listSenders(cb));
      expect(res.http.map((x) => `${x.method} ${x.path} ${x.status}`)).toEqual([
        "GET /senders 401",
        "POST /oauth/access_token 200",
        "GET /senders 200",
      ]);
      expect(Array.isArray(ok(res))).toBe(true);
    });
  });

  describe("neighbouring endpoints", () => {
    beforeAll(signIn);
    const books: TallyEntry = { method: "listAddressBooks", operation: "GET /addressbooks" };
    let allBooks: { id: number; name: string; all_email_qty: number }[] = [];

    sdkIt(books, "lists the address books", async () => {
      allBooks = ok(await call((cb) => sdk().listAddressBooks(cb)));
      expect(allBooks.length).toBeGreaterThanOrEqual(2);
      for (const b of allBooks)
        expect(b).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      expect(allBooks).toContainEqual(
        expect.objectContaining({ name: "All customers", all_email_qty: 100_000 }),
      );
    });

    sdkIt(books, "limit and offset, sent as a JSON body on the GET, page the list", async () => {
      const page = ok(await call((cb) => sdk().listAddressBooks(cb, 2, 1)));
      expect(ids(page)).toEqual(ids(allBooks.slice(1, 3)));
    });

    sdkIt(
      { method: "listEmailTemplates", operation: "GET /templates" },
      "lists templates with ids",
      async () => {
        const list = ok(await call((cb) => sdk().listEmailTemplates(cb)));
        expect(list.length).toBeGreaterThan(0);
        for (const t of list)
          expect(t).toMatchObject({
            id: expect.any(String),
            real_id: expect.any(Number),
            name: expect.any(String),
          });
      },
    );

    const senders: TallyEntry = { method: "listSenders", operation: "GET /senders" };
    sdkIt(senders, "lists the sender addresses with their status", async () => {
      const list = ok(await call((cb) => sdk().listSenders(cb)));
      expect(list).toContainEqual({ name: "Northwind Orders", email: SENDER, status: "Active" });
    });

    const add: TallyEntry = { method: "addSender", operation: "POST /senders" };
    sdkIt(add, "adds a sender address that then awaits activation", async () => {
      const res = await call((cb) =>
        sdk().addSender(cb, "Northwind SDK", "sdk-node@northwind-shop.example"),
      );
      expect(ok(res)).toEqual({ result: true });
      const list = ok(await call((cb) => sdk().listSenders(cb)));
      expect(list).toContainEqual({
        name: "Northwind SDK",
        email: "sdk-node@northwind-shop.example",
        status: "Requested activation",
      });
    });

    sdkIt(add, "an address already in use: error_code 902", async () => {
      const res = await call((cb) =>
        sdk().addSender(cb, "Again", "sdk-node@northwind-shop.example"),
      );
      refused(res, 400, 902);
    });

    sdkIt(via("GET", "user/info"), "answers the account", async () => {
      expect(ok(await raw("user/info", "GET"))).toMatchObject({ id: expect.any(Number) });
    });
  });

  describe("SMTP email", () => {
    beforeAll(signIn);
    type Sent = {
      id: string;
      sender: string;
      recipient: string | null;
      send_date: string;
      subject: string;
    };
    let firstPage: Sent[] = [];
    const list: TallyEntry = { method: "smtpListEmails", operation: "GET /smtp/emails" };
    const info: TallyEntry = { method: "smtpGetEmailInfoById", operation: "GET /smtp/emails/{id}" };
    const send: TallyEntry = { method: "smtpSendMail", operation: "POST /smtp/emails" };

    sdkIt(list, "the SDK's defaults (limit 0, empty filters) give the default page", async () => {
      firstPage = ok(await call((cb) => sdk().smtpListEmails(cb)));
      expect(Array.isArray(firstPage)).toBe(true);
      expect(firstPage.length).toBeGreaterThan(0);
      expect(firstPage.length).toBeLessThanOrEqual(100);
      for (const e of firstPage) {
        expect(e.id).toMatch(EMAIL_ID);
        expect(e).toMatchObject({ sender: expect.any(String), tracking: expect.any(Object) });
      }
    });

    sdkIt(list, "limit and offset page the list", async () => {
      const page = ok(await call((cb) => sdk().smtpListEmails(cb, 5, 5)));
      expect(ids(page)).toEqual(ids(firstPage.slice(5, 10)));
    });

    sdkIt(list, "date, sender and recipient filters", async () => {
      const known = firstPage.find((e) => e.recipient);
      expect(known).toBeDefined();
      const { id, sender, recipient, send_date } = known!;
      const day = send_date.slice(0, 10);
      const res = await call((cb) =>
        sdk().smtpListEmails(cb, 100, 0, day, day, sender, recipient!),
      );
      const found: Sent[] = ok(res);
      expect(ids(found)).toContain(id);
      for (const e of found) {
        expect(e.sender.toLowerCase()).toBe(sender.toLowerCase());
        expect(e.recipient?.toLowerCase()).toBe(recipient!.toLowerCase());
        expect(e.send_date.slice(0, 10)).toBe(day);
      }
    });

    const slashed: TallyEntry = via("GET", "/smtp/emails");
    sdkIt(slashed, "the '//smtp/emails' the SDK builds is the email list", async () => {
      expect(ids(ok(await raw("/smtp/emails", "GET")))).toEqual(ids(firstPage));
      const three = ok(await raw("/smtp/emails", "GET", { limit: 3, offset: 0 }));
      expect(ids(three)).toEqual(ids(firstPage.slice(0, 3)));
    });

    sdkIt(via("GET", "smtp/emails/total"), "counts, with filters", async () => {
      const all = ok(await raw("smtp/emails/total", "GET"));
      expect(all.total).toBeGreaterThanOrEqual(firstPage.length);
      const known = firstPage.find((e) => e.recipient)!;
      const one = ok(await raw("smtp/emails/total", "GET", { recipient: known.recipient }));
      expect(one.total).toBeGreaterThanOrEqual(1);
      expect(one.total).toBeLessThan(all.total);
    });

    sdkIt(info, "one email by id", async () => {
      const first = firstPage[0]!;
      const one = ok(await call((cb) => sdk().smtpGetEmailInfoById(cb, first.id)));
      expect(one).toMatchObject({ id: first.id, sender: first.sender, subject: first.subject });
    });

    sdkIt(info, "an unknown id: error_code 14", async () => {
      refused(await call((cb) => sdk().smtpGetEmailInfoById(cb, "zzzzzz-zzzzzz-zz")), 400, 14);
    });

    sdkIt(via("POST", "smtp/emails/info"), "several emails by id", async () => {
      const want = ids(firstPage.slice(0, 2));
      expect(ids(ok(await raw("smtp/emails/info", "POST", { emails: want })))).toEqual(want);
    });

    let sentId = "";
    sdkIt(send, "html + text (html Base64'd, email PHP-serialized); then found by id", async () => {
      const res = await call((cb) =>
        sdk().smtpSendMail(cb, {
          html: '<h1>Order 1042</h1><p>Track it <a href="https://northwind-shop.example/orders/1042">here</a>.</p>',
          text: "Order 1042: https://northwind-shop.example/orders/1042",
          subject: "Your order 1042",
          from: { name: "Northwind Orders", email: SENDER },
          to: [{ name: "Ada Lovelace", email: RECIPIENT }],
        }),
      );
      const answer = ok(res);
      expect(answer).toMatchObject({ result: true, id: expect.stringMatching(EMAIL_ID) });
      sentId = answer.id;
      const one = ok(await call((cb) => sdk().smtpGetEmailInfoById(cb, sentId)));
      expect(one).toMatchObject({
        id: sentId,
        sender: SENDER,
        recipient: RECIPIENT,
        subject: "Your order 1042",
      });
      const mine = ok(await call((cb) => sdk().smtpListEmails(cb, 10, 0, "", "", "", RECIPIENT)));
      expect(ids(mine)).toContain(sentId);
    });

    sdkIt(send, "a UTF-8 subject with quotes, a cc and a reply_to", async () => {
      const subject = 'Замовлення "1043" — підтверджено ✓ 🎉';
      const res = await call((cb) =>
        sdk().smtpSendMail(cb, {
          html: "<p>Дякуємо! Ваше замовлення прийнято.</p>",
          text: "Дякуємо! Ваше замовлення прийнято.",
          subject,
          from: { name: "Northwind Orders", email: SENDER },
          to: [{ name: "Олена", email: RECIPIENT }],
          cc: [{ name: "Copy", email: "copy.sdk-node@example.org" }],
          reply_to: { name: "Support", email: "support@northwind-shop.example" },
        }),
      );
      const { id } = ok(res);
      expect(id).toMatch(EMAIL_ID);
      expect(ok(await call((cb) => sdk().smtpGetEmailInfoById(cb, id)))).toMatchObject({
        id,
        subject,
      });
    });

    type Template = { id: string; real_id: number; variables: string[]; body: string };
    let templates: Template[] = [];
    const sendTemplate = (template: Template, variables: Record<string, string>) =>
      call((cb) =>
        sdk().smtpSendMail(cb, {
          template: { id: template.real_id, variables },
          subject: "From a template",
          from: { name: "Northwind Orders", email: SENDER },
          to: [{ name: "Ada Lovelace", email: RECIPIENT }],
        }),
      );

    sdkIt(send, "a stored template with variables", async () => {
      templates = ok(await call((cb) => sdk().listEmailTemplates(cb)));
      const template = templates.find((t) => t.variables.length > 0 && t.body.trim() !== "");
      expect(template).toBeDefined();
      const variables = Object.fromEntries(template!.variables.map((v) => [v, `value of ${v}`]));
      const answer = ok(await sendTemplate(template!, variables));
      expect(answer).toMatchObject({ result: true, id: expect.stringMatching(EMAIL_ID) });
      const one = ok(await call((cb) => sdk().smtpGetEmailInfoById(cb, answer.id)));
      expect(one).toMatchObject({
        id: answer.id,
        recipient: RECIPIENT,
        subject: "From a template",
      });
    });

    // `variables: {}` serializes as PHP's empty array `a:0:{}`, as PHP itself would send it
    sdkIt(send, "a stored template with no variables given ({} → a:0:{})", async () => {
      const template = templates.find((t) => t.body.trim() !== "");
      expect(template).toBeDefined();
      const answer = ok(await sendTemplate(template!, {}));
      expect(answer).toMatchObject({ result: true, id: expect.stringMatching(EMAIL_ID) });
    });

    sdkIt(send, "attachments, binary attachments and auto_plain_text", async () => {
      const res = await call((cb) =>
        sdk().smtpSendMail(cb, {
          html: "<p>Your invoice is attached 🎉</p>",
          auto_plain_text: true,
          subject: "Invoice 1044 🎉",
          from: { name: "Northwind Billing", email: "billing@northwind-shop.example" },
          to: [{ name: "Ada Lovelace", email: RECIPIENT }],
          bcc: [{ name: "Archive", email: "archive.sdk-node@example.org" }],
          attachments: { "invoice.txt": "Invoice 1044: 12.50 EUR" },
          attachments_binary: { "logo.png": Buffer.from("not really a png").toString("base64") },
        }),
      );
      const { id } = ok(res);
      expect(id).toMatch(EMAIL_ID);
      const one = ok(await call((cb) => sdk().smtpGetEmailInfoById(cb, id)));
      expect(one).toMatchObject({ id, subject: "Invoice 1044 🎉" });
    });

    sdkIt(send, "no subject: error_code 12", async () => {
      const res = await call((cb) =>
        sdk().smtpSendMail(cb, {
          html: "<p>Hi</p>",
          from: { name: "Northwind Orders", email: SENDER },
          to: [{ email: RECIPIENT }],
        }),
      );
      refused(res, 400, 12);
    });

    sdkIt(via("GET", "smtp/bounces/day"), "bounces of the last 24 hours", async () => {
      const day = ok(await raw("smtp/bounces/day", "GET"));
      expect(day).toMatchObject({
        total: expect.any(Number),
        emails: expect.any(Array),
        request_limit: expect.any(Number),
      });
      expect(day.found).toBe(day.emails.length);
      expect(day.total).toBeGreaterThan(0);
      const two = ok(await raw("smtp/bounces/day", "GET", { limit: 2 }));
      expect(two.emails.length).toBe(2);
      expect(two.request_limit).toBe(2);
      const total = ok(await raw("smtp/bounces/day/total", "GET"));
      expect(total).toEqual({ total: day.total });
    });

    sdkIt(via("GET", "smtp/bounces/day/total"), "a count", async () => {
      expect(ok(await raw("smtp/bounces/day/total", "GET"))).toEqual({
        total: expect.any(Number),
      });
    });

    const searchPath = `smtp/unsubscribe/search?email=${encodeURIComponent(LEAVER)}`;
    const search: TallyEntry = via("GET", "smtp/unsubscribe/search?email={email}");
    const unsubscribe: TallyEntry = {
      method: "smtpUnsubscribeEmails",
      operation: "POST /smtp/unsubscribe",
    };
    sdkIt(unsubscribe, "emails PHP-serialized; the address is then on the list", async () => {
      const res = await call((cb) =>
        sdk().smtpUnsubscribeEmails(cb, [{ email: LEAVER, comment: "Asked by phone" }]),
      );
      expect(ok(res)).toEqual({ result: true });
      expect(ok(await raw(searchPath, "GET"))).toEqual({ result: true });
    });

    sdkIt(search, "true for an unsubscribed address, false otherwise", async () => {
      expect(ok(await raw(searchPath, "GET"))).toEqual({ result: true });
      const other = `smtp/unsubscribe/search?email=${encodeURIComponent("stays.sdk-node@example.org")}`;
      expect(ok(await raw(other, "GET"))).toEqual({ result: false });
    });

    sdkIt(
      via("GET", "smtp/unsubscribe/search"),
      "the email given as a JSON body on the GET",
      async () => {
        expect(ok(await raw("smtp/unsubscribe/search", "GET", { email: LEAVER }))).toEqual({
          result: true,
        });
      },
    );

    sdkIt(via("GET", "smtp/unsubscribe"), "lists the unsubscribed, newest first", async () => {
      const list = ok(await raw("smtp/unsubscribe", "GET", { limit: 20 }));
      expect(list.length).toBe(20);
      expect(list[0]).toMatchObject({ email: LEAVER, unsubscribe_by_user: 1 });
    });

    sdkIt(
      { method: "smtpRemoveFromUnsubscribe", operation: "DELETE /smtp/unsubscribe" },
      "emails PHP-serialized; the address is then off the list",
      async () => {
        const res = await call((cb) => sdk().smtpRemoveFromUnsubscribe(cb, [LEAVER]));
        expect(ok(res)).toEqual({ result: true });
        expect(ok(await raw(searchPath, "GET"))).toEqual({ result: false });
      },
    );

    sdkIt(via("POST", "smtp/resubscribe"), "sends the confirmation email", async () => {
      const res = await raw("smtp/resubscribe", "POST", {
        email: LEAVER,
        sender: SENDER,
        lang: "en",
      });
      const { id } = ok(res);
      expect(id).toMatch(EMAIL_ID);
      expect(ok(await call((cb) => sdk().smtpGetEmailInfoById(cb, id)))).toMatchObject({
        id,
        recipient: LEAVER,
      });
    });

    sdkIt({ method: "smtpListIP", operation: "GET /smtp/ips" }, "the account's IPs", async () => {
      const list = ok(await call((cb) => sdk().smtpListIP(cb)));
      expect(list.length).toBeGreaterThan(0);
      for (const ip of list) expect(ip).toMatch(/^\d{1,3}(\.\d{1,3}){3}$/);
    });

    sdkIt(via("GET", "smtp/senders"), "sender addresses as strings", async () => {
      const list = ok(await raw("smtp/senders", "GET"));
      expect(list).toContain(SENDER);
      for (const s of list) expect(typeof s).toBe("string");
    });

    const domains = "v2/email-service/smtp/sender_domains";
    sdkIt(via("GET", domains), "lists the sender domains", async () => {
      const { data } = ok(await raw(domains, "GET"));
      expect(data.result).toBe(true);
      expect(data.data.length).toBeGreaterThan(0);
      for (const d of data.data)
        expect(d).toMatchObject({
          id: expect.any(Number),
          service_value: expect.any(String),
          checks: expect.any(Object),
        });
    });

    sdkIt(via("POST", `${domains}/{domain}`), "adds a domain that then is listed", async () => {
      expect(ok(await raw(`${domains}/sdk-node.example`, "POST"))).toEqual({
        data: { result: true, error: null },
      });
      const { data } = ok(await raw(domains, "GET"));
      expect(data.data.map((d: { service_value: string }) => d.service_value)).toContain(
        "sdk-node.example",
      );
    });

    // removed from the real service on 2023-05-17: the SDK still has them
    const outside = (method: string, operation: string) => ({
      method,
      operation,
      outsideContract: true,
    });
    sdkIt(
      outside("smtpListAllowedDomains", "GET /smtp/domains"),
      "outside the contract: 404",
      async () => {
        refused(await call((cb) => sdk().smtpListAllowedDomains(cb)), 404);
      },
    );
    sdkIt(outside("smtpAddDomain", "POST /smtp/domains"), "outside the contract: 404", async () => {
      refused(await call((cb) => sdk().smtpAddDomain(cb, "sdk@northwind-shop.example")), 404);
    });
    sdkIt(
      outside("smtpVerifyDomain", "GET /smtp/domains/{email}"),
      "outside the contract: 404",
      async () => {
        refused(await call((cb) => sdk().smtpVerifyDomain(cb, "sdk@northwind-shop.example")), 404);
      },
    );
  });

  describe("Viber", () => {
    beforeAll(signIn);
    type ViberSender = { id: number; name: string; status: string };
    let viberSenders: ViberSender[] = [];
    let taskId = 0;
    const PHONES = ["447700900101", "447700900102", "447700900103"];

    sdkIt(via("GET", "viber/senders"), "lists the Viber sender names", async () => {
      viberSenders = ok(await raw("viber/senders", "GET"));
      expect(viberSenders).toContainEqual(
        expect.objectContaining({ name: "DemoShop", status: "verified" }),
      );
      for (const s of viberSenders) {
        expect(s).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
        expect(s).not.toHaveProperty("email");
      }
    });

    sdkIt(
      via("GET", "/viber/senders"),
      "'//viber/senders' is the Viber list, not the email senders",
      async () => {
        expect(ok(await raw("/viber/senders", "GET"))).toEqual(viberSenders);
      },
    );

    sdkIt(via("GET", "viber/senders/{id}"), "one sender name", async () => {
      const shop = viberSenders.find((s) => s.name === "DemoShop")!;
      expect(ok(await raw(`viber/senders/${shop.id}`, "GET"))).toMatchObject({
        id: shop.id,
        name: "DemoShop",
        country: expect.any(String),
      });
    });

    sdkIt(via("POST", "viber"), "creates a campaign that then is listed", async () => {
      const shop = viberSenders.find((s) => s.name === "DemoShop")!;
      const res = await raw("viber", "POST", {
        task_name: "Node SDK check",
        message_type: 2,
        sender_id: shop.id,
        message_live_time: 3600,
        send_date: "now",
        recipients: PHONES,
        message: "Hello from the Node SDK",
      });
      const { result, data } = ok(res);
      expect(result).toBe(true);
      expect(data).toMatchObject({ task_id: expect.any(Number), task_name: "Node SDK check" });
      taskId = data.task_id;
    });

    sdkIt(via("GET", "viber/task"), "lists campaigns, limit/offset in a JSON body", async () => {
      expect(ok(await raw("viber/task", "GET")).length).toBeGreaterThan(10);
      const list = ok(await raw("viber/task", "GET", { limit: 10, offset: 0 }));
      expect(list.length).toBe(10);
      expect(list).toContainEqual(expect.objectContaining({ id: taskId, name: "Node SDK check" }));
      const next = ok(await raw("viber/task", "GET", { limit: 2, offset: 1 }));
      expect(ids(next)).toEqual(ids(list.slice(1, 3)));
    });

    sdkIt(via("GET", "viber/task/{id}"), "statistics once the campaign has gone out", async () => {
      await api.advance(3 * 60_000); // past moderation: sending starts
      await api.advance(10 * 60_000); // all three sent
      const stats = ok(await raw(`viber/task/${taskId}`, "GET"));
      expect(stats).toMatchObject({
        id: taskId,
        name: "Node SDK check",
        statistic: expect.any(Object),
      });
      expect(stats.statistic.sent + stats.statistic.errors).toBe(PHONES.length);
    });

    sdkIt(via("GET", "viber/task/{id}/recipients"), "the campaign's recipients", async () => {
      const got = ok(await raw(`viber/task/${taskId}/recipients`, "GET"));
      expect(got.task_id).toBe(taskId);
      expect(got.recipients.map((r: { phone: unknown }) => String(r.phone)).sort()).toEqual(PHONES);
    });

    const blacklist = "v2/viber-service/phone-exception";
    const PHONE = "447700900199";
    let total = 0;
    sdkIt(via("GET", blacklist), "lists the blacklist, limit in a JSON body", async () => {
      const { data } = ok(await raw(blacklist, "GET"));
      expect(data.total).toBeGreaterThan(5);
      total = data.total;
      const five = ok(await raw(blacklist, "GET", { limit: 5, offset: 0 }));
      expect(five.data.list.length).toBe(5);
      for (const e of five.data.list)
        expect(e).toMatchObject({ id: expect.any(Number), add_date: expect.any(String) });
    });

    sdkIt(via("POST", blacklist), "adds a number, which then counts", async () => {
      const res = await raw(blacklist, "POST", {
        phones: [PHONE],
        description: "Node SDK check",
      });
      expect(ok(res)).toEqual({ result: true, counters: { added: 1, exists: 0 } });
      expect(ok(await raw(blacklist, "GET")).data.total).toBe(total + 1);
    });

    sdkIt(via("DELETE", blacklist), "removes the number again", async () => {
      expect(ok(await raw(blacklist, "DELETE", { phones: [PHONE] }))).toEqual({
        result: true,
        deleted: 1,
      });
      expect(ok(await raw(blacklist, "GET")).data.total).toBe(total);
    });
  });
});
