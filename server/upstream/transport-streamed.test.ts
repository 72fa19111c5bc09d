import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { UpstreamError } from "./errors";
import { streamedItems } from "./streamed-items";
import { Transport } from "./transport";
import { readRecipient, readRecipients, recipientsStream } from "./viber-recipients";

/**
 * The transport reading GET /viber/task/{id}/recipients as it arrives, over real
 * HTTP: the same recipients as the whole-text reading, and a reply that breaks off
 * is an error (retried as before), never a partial list.
 */
const rows = Array.from({ length: 3_000 }, (_, i) => ({
  phone: 380500000000 + i,
  address_book_id: i % 3 ? 7 : null,
  status: i % 11 ? "delivered" : "queued",
  send_date: "2026-11-28 10:00:00",
  price: i % 5 ? 0.0213 : "0.02",
  currency: "EUR",
  last_update: i % 7 ? "2026-11-28 10:00:41" : "",
}));
// a few that cannot be read (no phone): left out, as before
rows.splice(100, 0, { status: "sent" } as never);
rows.splice(2_000, 0, { phone: "", status: "sent" } as never);
const reply = Buffer.from(JSON.stringify({ task_id: 1, recipients: rows }));

type Answer = (res: ServerResponse) => void | Promise<void>;
let answer: Answer;
let server: Server;
let baseUrl: string;
const hits: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {}); // the two unreadable rows, logged once
  server = createServer((req, res) => {
    hits.push(req.url!);
    void answer(res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const transport = () =>
  new Transport({
    baseUrl,
    tokens: { get: async () => "token", invalidate: () => {} },
    budget: { take: async () => {} },
    timeoutMs: 5_000,
    maxAttempts: 2,
    retryBaseMs: 5,
    log: () => {},
  });

const recipientsOf = (t: Transport, readItem = readRecipient) =>
  t.request({
    method: "GET",
    path: "/viber/task/:id/recipients",
    params: { id: 1 },
    streamList: { key: "recipients", readItem },
  });

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the transport reading a list as it arrives", () => {
  it("reads the recipients while the reply is still coming, the same as read whole", async () => {
    let resume!: () => void;
    const resumed = new Promise<void>((r) => (resume = r));
    answer = async (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const half = reply.length >> 1;
      for (let at = 0; at < half; at += 8 * 1024)
        res.write(reply.subarray(at, Math.min(at + 8 * 1024, half)));
      await resumed; // the rest only once the test has seen rows read
      res.end(reply.subarray(half));
    };
    const readItem = vi.fn(readRecipient);
    const pending = recipientsOf(transport(), readItem);
    await vi.waitFor(() => expect(readItem.mock.calls.length).toBeGreaterThan(500), {
      timeout: 5_000,
    });
    resume();
    const raw = await pending;
    expect(streamedItems((raw as { recipients: unknown }).recipients)).not.toBeNull();
    const read = readRecipients(raw);
    expect(read).toEqual(readRecipients(JSON.parse(reply.toString())));
    expect(read).toHaveLength(3_000);
  });

  it("is what the viber endpoint asks for (its recipients read on arrival)", () => {
    expect(recipientsStream).toMatchObject({ key: "recipients", readItem: readRecipient });
  });

  it("fails (after its retries) on a reply whose connection drops midway", async () => {
    hits.length = 0;
    answer = async (res) => {
      res.writeHead(200, { "content-type": "application/json", "content-length": reply.length });
      res.write(reply.subarray(0, reply.length >> 1));
      await pause(20);
      res.destroy();
    };
    const err = await recipientsOf(transport()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ code: "upstream_unavailable" });
    expect(hits).toHaveLength(2);
  });

  it("fails (after its retries) on a reply that ends before its JSON does", async () => {
    hits.length = 0;
    answer = async (res) => {
      res.writeHead(200, { "content-type": "application/json" }); // chunked: a clean end
      res.write(reply.subarray(0, reply.length - 200));
      await pause(10);
      res.end();
    };
    const err = await recipientsOf(transport()).catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: "upstream_unavailable",
      detail: { reason: "malformed JSON" },
    });
    expect(hits).toHaveLength(2);
  });

  it("reads error replies whole, as before", async () => {
    answer = (res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end('{"recipients":[],"message":"boom"}');
    };
    expect(await recipientsOf(transport()).catch((e: unknown) => e)).toMatchObject({
      code: "upstream_unavailable",
      detail: { status: 500 },
    });
    answer = (res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"is_error":1,"message":"Campaign not yours","recipients":[]}');
    };
    expect(await recipientsOf(transport()).catch((e: unknown) => e)).toMatchObject({
      code: "upstream_rejected",
      message: expect.stringContaining("Campaign not yours"),
    });
    answer = (res) => {
      res.writeHead(404, { "content-type": "application/json" });
      res.end('{"message":"Campaign not found","error_code":14}');
    };
    expect(await recipientsOf(transport()).catch((e: unknown) => e)).toMatchObject({
      code: "not_found",
    });
  });
});
