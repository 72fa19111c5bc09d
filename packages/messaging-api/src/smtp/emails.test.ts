import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { TestMessagingApi } from "../testing";
import { generateEmails } from "./generate";
import { startSmtpTestApi } from "./test-api";

const DAY = 86_400_000;
let api: TestMessagingApi;
const ids: string[] = [];

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
const send = (from: string, to: string[], subject = "Log test") =>
  api.call("POST", "/smtp/emails", {
    email: {
      from: { email: from },
      to: to.map((email) => ({ email })),
      subject,
      html: b64("<p>x</p>"),
    },
  });

beforeAll(async () => {
  api = await startSmtpTestApi();
  api.clock.set(new Date("2026-03-10T12:00:00Z"));
  ids.push((await send("news@northwind-shop.example", ["a.log@example.com"])).body.id);
  api.clock.set(new Date("2026-03-11T09:00:00Z"));
  ids.push((await send("orders@northwind-shop.example", ["B.Log@example.com"])).body.id);
  api.clock.set(new Date("2026-03-12T23:59:00Z"));
  ids.push((await send("news@northwind-shop.example", ["c.log@example.com"])).body.id);
  api.clock.set(new Date("2026-03-13T06:00:00Z"));
});
afterAll(() => api.close());

const list = async (q: string) => (await api.call("GET", `/smtp/emails${q}`)).body;
const recipients = (rows: { recipient: string }[]) => rows.map((r) => r.recipient);

describe("GET /smtp/emails", () => {
  it("returns an array of records, newest first, paged", async () => {
    const all = await list("");
    expect(recipients(all)).toEqual([
      "c.log@example.com",
      "B.Log@example.com",
      "a.log@example.com",
    ]);
    expect(all[0].send_date).toBe("2026-03-12 23:59:00");
    expect(typeof all[0].total_size).toBe("number");
    expect(recipients(await list("?limit=1&offset=1"))).toEqual(["B.Log@example.com"]);
    // limit=0 is the default page (the official Node SDK's default), not an error
    expect(recipients((await api.call("GET", "/smtp/emails?limit=0")).body)).toEqual(
      recipients(all),
    );
    expect((await api.call("GET", "/smtp/emails?offset=-1")).status).toBe(400);
  });

  it("filters by inclusive from/to days", async () => {
    expect(recipients(await list("?from=2026-03-11&to=2026-03-12"))).toEqual([
      "c.log@example.com",
      "B.Log@example.com",
    ]);
    expect(recipients(await list("?to=2026-03-10"))).toEqual(["a.log@example.com"]);
    expect(await list("?from=2026-03-13")).toEqual([]);
    expect((await api.call("GET", "/smtp/emails?from=2026-02-30")).status).toBe(400);
    expect((await api.call("GET", "/smtp/emails?to=yesterday")).status).toBe(400);
  });

  it("reads the days in the account's timezone", async () => {
    const kyiv = await startSmtpTestApi({ timeZone: "Europe/Kyiv" });
    try {
      kyiv.clock.set(new Date("2026-03-12T23:30:00Z")); // already the 13th in Kyiv
      await kyiv.call("POST", "/smtp/emails", {
        email: {
          from: { email: "n@shop.example" },
          to: [{ email: "tz@example.com" }],
          subject: "x",
          text: "x",
        },
      });
      const on13 = (await kyiv.call("GET", "/smtp/emails?from=2026-03-13&to=2026-03-13")).body;
      expect(on13).toHaveLength(1);
      expect(on13[0].send_date).toBe("2026-03-13 01:30:00");
    } finally {
      await kyiv.close();
    }
  });

  it("filters by sender and recipient, case-insensitively", async () => {
    expect(recipients(await list("?sender=NEWS@northwind-shop.example"))).toEqual([
      "c.log@example.com",
      "a.log@example.com",
    ]);
    expect(recipients(await list("?recipient=b.log@EXAMPLE.com"))).toEqual(["B.Log@example.com"]);
    expect(await list("?recipient=nobody@example.com")).toEqual([]);
  });

  it("filters by the country of the tracking, once opens have happened", async () => {
    const to = Array.from({ length: 30 }, (_, i) => `country${i}@example.com`);
    await send("news@northwind-shop.example", to);
    api.clock.advance(3 * DAY);
    const opened = (await list("?limit=500")).filter(
      (r: { tracking: { open: number } }) => r.tracking.open > 0,
    );
    expect(opened.length).toBeGreaterThan(0);
    const country: string = opened[0].tracking.client_info[0].country;
    const hits = await list(`?country=${encodeURIComponent(country.toUpperCase())}`);
    expect(hits.length).toBeGreaterThan(0);
    for (const r of hits)
      expect(r.tracking.client_info.map((c: { country: string }) => c.country)).toContain(country);
    expect(await list("?country=Atlantis")).toEqual([]);
    api.clock.set(new Date("2026-03-13T06:00:00Z"));
  });

  it("counts with the same filters", async () => {
    expect((await api.call("GET", "/smtp/emails/total?to=2026-03-12")).body).toEqual({ total: 3 });
    expect(
      (await api.call("GET", "/smtp/emails/total?sender=orders@northwind-shop.example")).body,
    ).toEqual({ total: 1 });
  });
});

describe("GET /smtp/emails/:id", () => {
  it("returns the single record with total_size and smtp_answer_code as strings", async () => {
    const { status, body } = await api.call("GET", `/smtp/emails/${ids[1]}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: ids[1],
      recipient: "B.Log@example.com",
      smtp_answer_code: "250",
    });
    expect(body.total_size).toMatch(/^\d+$/);
  });

  it("answers 400 code 14 for an unknown id, 400 for a malformed one", async () => {
    const unknown = await api.call("GET", "/smtp/emails/AAAAAA-BBBBBB-CC");
    expect(unknown).toMatchObject({ status: 400, body: { error_code: 14 } });
    const bad = await api.call("GET", `/smtp/emails/${encodeURIComponent("not-an-id")}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).not.toBe(14);
    // an encoded slash cannot be normalised into a path of the contract: 404, never routed on
    const traversal = await api.call("GET", `/smtp/emails/${encodeURIComponent("../../oauth")}`);
    expect(traversal.status).toBe(404);
  });
});

describe("POST /smtp/emails/info", () => {
  it("returns an array of the records asked for, in the order given", async () => {
    const { status, body } = await api.call("POST", "/smtp/emails/info", {
      emails: [ids[2], "AAAAAA-BBBBBB-CC", ids[0]],
    });
    expect(status).toBe(200);
    expect(body.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[0]]);
    expect(typeof body[0].smtp_answer_code).toBe("number");
  });

  it("takes 500 ids and refuses 501", async () => {
    const many = (n: number) => [
      ids[0],
      ...Array.from({ length: n - 1 }, () => "AAAAAA-BBBBBB-CC"),
    ];
    const ok = await api.call("POST", "/smtp/emails/info", { emails: many(500) });
    expect(ok.status).toBe(200);
    const over = await api.call("POST", "/smtp/emails/info", { emails: many(501) });
    expect(over).toMatchObject({ status: 400, body: { error_code: 832 } });
  });

  it("answers 832 for empty or invalid lists and 14 when none exist", async () => {
    for (const body of [
      { emails: [] },
      { emails: "x" },
      { emails: [42] },
      { emails: ["nope"] },
      {},
    ])
      expect((await api.call("POST", "/smtp/emails/info", body)).body.error_code).toBe(832);
    const none = await api.call("POST", "/smtp/emails/info", { emails: ["AAAAAA-BBBBBB-CC"] });
    expect(none).toMatchObject({ status: 400, body: { error_code: 14 } });
  });
});

describe("GET /smtp/emails at deep offsets (the in-memory order)", () => {
  let deep: TestMessagingApi;
  const T0 = Date.parse("2026-03-01T00:00:00Z");
  beforeAll(async () => {
    deep = await startSmtpTestApi();
    deep.clock.set(new Date(T0 + 20 * DAY));
    // send dates with sub-millisecond parts, several per millisecond at the ends
    await generateEmails(deep.db, {
      count: 3000,
      startMs: T0,
      endMs: T0 + 10 * DAY,
      bounceRate: 0.05,
    });
    await generateEmails(deep.db, {
      count: 200,
      startMs: T0 + DAY,
      endMs: T0 + DAY + 50,
      bounceRate: 0,
    });
  });
  afterAll(() => deep.close());

  /** What the plain SQL (LIMIT/OFFSET) gives. */
  const sqlIds = async (where: string, params: unknown[], limit: number, offset: number) =>
    (
      await deep.db.query<{ id: string }>(
        `SELECT e.id FROM smtp_emails e WHERE ${where}
         ORDER BY e.send_date DESC, e.n DESC LIMIT ${limit} OFFSET ${offset}`,
        params,
      )
    ).rows.map((r) => r.id);
  const apiIds = async (q: string) =>
    ((await deep.call("GET", `/smtp/emails${q}`)).body as { id: string }[]).map((r) => r.id);
  const sqlTotal = async (where: string, params: unknown[]) =>
    (
      await deep.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM smtp_emails e WHERE ${where}`,
        params,
      )
    ).rows[0]!.n;

  const check = async () => {
    const now = deep.clock.now();
    for (const offset of [0, 99, 1234, 3100, 3150, 5000]) {
      expect(await apiIds(`?limit=100&offset=${offset}`)).toEqual(
        await sqlIds("e.send_date <= $1", [now], 100, offset),
      );
    }
    const from = new Date("2026-03-02T00:00:00Z");
    const to = new Date("2026-03-05T00:00:00Z");
    const range = "e.send_date <= $1 AND e.send_date >= $2 AND e.send_date < $3";
    expect(await apiIds("?limit=37&offset=500&from=2026-03-02&to=2026-03-04")).toEqual(
      await sqlIds(range, [now, from, to], 37, 500),
    );
    expect(
      (await deep.call("GET", "/smtp/emails/total?from=2026-03-02&to=2026-03-04")).body,
    ).toEqual({
      total: await sqlTotal(range, [now, from, to]),
    });
    expect((await deep.call("GET", "/smtp/emails/total")).body).toEqual({
      total: await sqlTotal("e.send_date <= $1", [now]),
    });
  };

  it("pages exactly as LIMIT/OFFSET would, with the tracking of the rows served", async () => {
    await check();
    const page = (await deep.call("GET", "/smtp/emails?limit=100&offset=2000")).body;
    const sql = await deep.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM smtp_tracking t JOIN smtp_emails e ON e.n = t.email_n
       WHERE e.id = ANY($1::text[]) AND t.action_date <= $2`,
      [page.map((r: { id: string }) => r.id), deep.clock.now()],
    );
    const served = page.reduce(
      (s: number, r: { tracking: { open: number; click: number } }) =>
        s + r.tracking.open + r.tracking.click,
      0,
    );
    expect(served).toBe(sql.rows[0]!.n);
    expect(served).toBeGreaterThan(0);
  });

  it("keeps up with emails written after the first read, in between older ones too", async () => {
    await check();
    // older than most rows already indexed (merged in the middle), and new sends
    await generateEmails(deep.db, {
      count: 500,
      startMs: T0 + 2 * DAY,
      endMs: T0 + 3 * DAY,
      bounceRate: 0,
    });
    await deep.call("POST", "/smtp/emails", {
      email: {
        from: { email: "n@shop.example" },
        to: [{ email: "late@example.com" }],
        subject: "x",
        text: "x",
      },
    });
    expect((await apiIds("?limit=1"))[0]).toBe(
      (await sqlIds("e.send_date <= $1", [deep.clock.now()], 1, 0))[0],
    );
    await check();
    // the clock moved back: rows "sent" after it are not served, at any offset
    deep.clock.set(new Date(T0 + 5 * DAY + 1234));
    await check();
    deep.clock.set(new Date(T0 + 20 * DAY));
  });
});
