import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { replySamples } from "@/test/compat/replies";

import { parseJson } from "./http";
import { streamedItems } from "./streamed-items";
import { streamedListReader } from "./streamed-list";
import { readRecipient, readRecipients } from "./viber-recipients";

/** the reply's bytes, cut at `cuts` (byte offsets, any order), fed to a reader */
function feed(bytes: Buffer, cuts: number[], reader: ReturnType<typeof streamedListReader>) {
  let from = 0;
  for (const at of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (at <= from || at >= bytes.length) continue;
    reader.write(bytes.subarray(from, at));
    from = at;
  }
  if (from < bytes.length) reader.write(bytes.subarray(from));
  return reader.end();
}

/** the reply with its streamed list (if any) as a plain array, to compare with JSON.parse */
function plain(value: unknown, key = "recipients"): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const items = streamedItems<{ raw: unknown }>((value as Record<string, unknown>)[key]);
  return items ? { ...value, [key]: items.map((i) => i.raw) } : value;
}

/** keeps every item as it was parsed (boxed: a null item is an item, not one left out) */
const identity = (opts: { minSliceBytes?: number } = {}) =>
  streamedListReader({
    key: "recipients",
    readItem: (raw) => ({ raw }),
    minSliceBytes: 1,
    ...opts,
  });
const recipients = (opts: { minSliceBytes?: number } = {}) =>
  streamedListReader({ key: "recipients", readItem: readRecipient, minSliceBytes: 1, ...opts });

/** what the console made of a reply before: undici's text() (a BOM skipped), then parseJson */
const wholeText = (bytes: Buffer) =>
  parseJson(
    bytes.toString(
      "utf8",
      bytes.length > 2 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0,
    ),
  );

/** the recipients read from a reply, or the error reading it throws */
function readOrError(value: unknown): unknown {
  try {
    return readRecipients(value);
  } catch (err) {
    return `error: ${(err as Error).message}`;
  }
}

/** JSON text with white space of the given kinds between every token */
function spaced(value: unknown, ws: string[], at = { i: 0 }): string {
  const s = () => ws[at.i++ % ws.length] ?? "";
  if (Array.isArray(value))
    return `[${s()}${value.map((v) => spaced(v, ws, at)).join(`${s()},${s()}`)}${s()}]`;
  if (typeof value === "object" && value !== null)
    return `{${s()}${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}${s()}:${s()}${spaced(v, ws, at)}`)
      .join(`${s()},${s()}`)}${s()}}`;
  return JSON.stringify(value);
}

// recipients as the real service and its variants send them (test/compat), and worse
const text = fc.oneof(
  fc.string(),
  fc.constantFrom("}, {", "},", "]", '"}', "\\", "\u00e9\u4e2d\ud83d\ude00", '{"a":[1,2]}, x'),
);
const recipientArb = fc.record(
  {
    phone: fc.oneof(
      fc.constant(380501234567),
      fc.constant("380501234568"),
      text,
      fc.constant(null),
    ),
    address_book_id: fc.oneof(fc.integer(), fc.constant(null), fc.constant("12"), text),
    status: fc.oneof(
      fc.constantFrom("send", "delivered", "queued", "whatever"),
      text,
      fc.constant(1),
    ),
    send_date: fc.oneof(fc.constant("2026-11-28 10:00:00"), fc.constant(""), fc.constant(null)),
    price: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant("0.74"), text),
    currency: fc.oneof(fc.constant("EUR"), fc.constant(null), text),
    last_update: fc.oneof(fc.constant("2026-11-28 10:00:41"), fc.constant("")),
    nested: fc.jsonValue({ maxDepth: 2 }),
  },
  { requiredKeys: [] },
);
const elementArb = fc.oneof(
  { weight: 8, arbitrary: recipientArb },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const replyArb = fc.record({
  before: fc.dictionary(
    fc.string().filter((k) => k !== "recipients" && k !== "__proto__"),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  ),
  list: fc.array(elementArb, { maxLength: 40 }),
  after: fc.dictionary(
    fc.string().filter((k) => k !== "recipients" && k !== "__proto__"),
    fc.jsonValue({ maxDepth: 2 }),
    { maxKeys: 3 },
  ),
  ws: fc.array(fc.constantFrom("", " ", "\n", "\r\n", "\t", "  "), { minLength: 1, maxLength: 5 }),
  bom: fc.boolean(),
});
const replyBytes = (r: ReplyCase) => {
  const body = { ...r.before, recipients: r.list, ...r.after };
  return Buffer.concat([
    Buffer.from(r.bom ? [0xef, 0xbb, 0xbf] : []),
    Buffer.from(spaced(body, r.ws), "utf8"),
  ]);
};
type ReplyCase = {
  before: Record<string, unknown>;
  list: unknown[];
  after: Record<string, unknown>;
  ws: string[];
  bom: boolean;
};
const cutsArb = fc.array(fc.nat({ max: 4000 }), { maxLength: 30 });

describe("streamedListReader", () => {
  // unreadable items are logged once each, as before (server/upstream/parse.ts)
  beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));

  it("gives what JSON.parse gives for the whole text, however the bytes are cut", () => {
    fc.assert(
      fc.property(replyArb, cutsArb, fc.constantFrom(1, 64, 16 * 1024), (r, cuts, minSlice) => {
        const bytes = replyBytes(r);
        const streamed = feed(bytes, cuts, identity({ minSliceBytes: minSlice }));
        expect(plain(streamed)).toEqual(wholeText(bytes));
      }),
      { numRuns: 400 },
    );
  });

  it("reads the recipients the old way would: variants read, malformed ones left out", () => {
    fc.assert(
      fc.property(replyArb, cutsArb, (r, cuts) => {
        const bytes = replyBytes(r);
        const before = readRecipients(wholeText(bytes));
        const streamed = feed(bytes, cuts, recipients());
        expect(readRecipients(streamed)).toEqual(before);
        // and the usual shape was read as it arrived, not parsed whole
        expect(streamedItems((streamed as { recipients: unknown }).recipients)).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("reads every test/compat reply sample as JSON.parse does", () => {
    const samples = replySamples();
    expect(samples.length).toBeGreaterThan(20);
    for (const sample of samples) {
      const bytes = Buffer.from(JSON.stringify(sample.body, null, 2));
      for (const step of [1, 7, 64, bytes.length]) {
        const cuts = Array.from({ length: Math.ceil(bytes.length / step) }, (_, i) => i * step);
        const streamed = feed(bytes, cuts, identity());
        expect(plain(streamed), `${sample.endpoint} ${sample.name} in ${step}-byte chunks`).toEqual(
          wholeText(bytes),
        );
      }
    }
    for (const sample of replySamples("GET /viber/task/{id}/recipients")) {
      const bytes = Buffer.from(JSON.stringify(sample.body));
      const streamed = feed(bytes, [5, 40, 41, 200], recipients());
      expect(readRecipients(streamed), sample.name).toEqual(readRecipients(sample.body));
      expect(streamedItems((streamed as { recipients: unknown }).recipients)).not.toBeNull();
    }
  });

  it("never gives a partial list for a truncated reply: it is not JSON, as before", () => {
    fc.assert(
      fc.property(replyArb, fc.nat(), cutsArb, (r, at, cuts) => {
        const bytes = replyBytes(r);
        const cut = bytes.subarray(0, at % bytes.length);
        const streamed = feed(cut, cuts, recipients());
        expect(streamed).toEqual(wholeText(cut));
        // a cut reply is never an object with a list in it
        expect(streamed === undefined || streamed === null || typeof streamed !== "object").toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });

  it("agrees with JSON.parse on a reply with a byte dropped, doubled or replaced", () => {
    const bytesArb = fc.constantFrom(...'{}[],: "\\0a\n'.split("").map((c) => c.charCodeAt(0)));
    fc.assert(
      fc.property(
        replyArb,
        fc.nat(),
        fc.constantFrom("drop", "double", "replace"),
        bytesArb,
        cutsArb,
        (r, at, how, byte, cuts) => {
          const bytes = replyBytes(r);
          const i = at % bytes.length;
          const changed = Buffer.concat([
            bytes.subarray(0, i),
            Buffer.from(how === "drop" ? [] : how === "double" ? [bytes[i]!, bytes[i]!] : [byte]),
            bytes.subarray(i + 1),
          ]);
          const streamed = feed(changed, cuts, identity({ minSliceBytes: 1 }));
          expect(plain(streamed)).toEqual(wholeText(changed));
          expect(readOrError(feed(changed, cuts, recipients()))).toEqual(
            readOrError(wholeText(changed)),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("refuses what is not JSON anywhere in the list, like JSON.parse", () => {
    const row = '{"phone":"1","status":"send"}';
    for (const broken of [
      `{"recipients":[${row},]}`,
      `{"recipients":[${row},,${row}]}`,
      `{"recipients":[${row} ${row}]}`,
      `{"recipients":[${row},${row}`,
      `{"recipients":[${row},{"phone":"2"]}`,
      `{"recipients":[${row},${row}],}`,
      `{"recipients":[${row},${row}]}}`,
      `{"recipients":[${row},${row}]} x`,
      `{"recipients":[${row.replace("send", "se\nnd")}]}`,
    ]) {
      const bytes = Buffer.from(broken);
      for (const step of [1, 3, bytes.length]) {
        const cuts = Array.from({ length: bytes.length }, (_, i) => i * step);
        expect(feed(bytes, cuts, recipients()), broken).toBeUndefined();
      }
    }
  });

  it("falls back to the whole text for other shapes, with the same result", () => {
    for (const body of [
      "",
      "  ",
      "[]",
      '[{"phone":"1"},{"phone":"2"}]',
      '{"task_id":1}',
      '{"recipients":{"0":{"phone":"1"},"1":{"phone":"2"}}}',
      '{"recipients":null}',
      '{"meta":{"recipients":[{"phone":"9"}]},"task_id":1}',
      '{"note":"\\"recipients\\":[","recipients":[{"phone":"1"},{"phone":"2"}]}',
      '{"recipients":[{"phone":"1"},{"phone":"2"}],"recipients":[{"phone":"3"}]}',
      '{"recipients":[{"phone":"1"},{"phone":"2"}],"recipients":"none"}',
      '{"is_error":true,"message":"Too many requests","error_code":2020202020}',
      "<html>busy</html>",
      "\ufeff" + '{"recipients":[{"phone":"1"},{"phone":"2"}]}',
    ]) {
      const bytes = Buffer.from(body);
      for (const step of [1, 5, Math.max(1, bytes.length)]) {
        const cuts = Array.from({ length: bytes.length }, (_, i) => i * step);
        const streamed = feed(bytes, cuts, identity());
        expect(plain(streamed), body).toEqual(wholeText(bytes));
        expect(readOrError(feed(bytes, cuts, recipients()))).toEqual(readOrError(wholeText(bytes)));
      }
    }
  });

  it("reads items while the reply is still arriving", () => {
    const rows = Array.from({ length: 2_000 }, (_, i) => ({
      phone: 380500000000 + i,
      status: "delivered",
      price: 0.02,
    }));
    const bytes = Buffer.from(JSON.stringify({ task_id: 1, recipients: rows }));
    const readItem = vi.fn(readRecipient);
    const reader = streamedListReader({ key: "recipients", readItem });
    const half = bytes.length >> 1;
    for (let at = 0; at < half; at += 16 * 1024)
      reader.write(bytes.subarray(at, Math.min(at + 16 * 1024, half)));
    // most of the first half is read before the rest has come
    expect(readItem.mock.calls.length).toBeGreaterThan(700);
    reader.write(bytes.subarray(half));
    const read = readRecipients(reader.end());
    expect(readItem).toHaveBeenCalledTimes(2_000);
    expect(read).toEqual(readRecipients(JSON.parse(bytes.toString())));
  });
});
