import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { normalisePhoneList, type NormalisedPhones } from "@/lib/phone/numbers";

import {
  buildReport,
  IMPORT_CHUNK_SIZE,
  planChunks,
  sentCount,
  splitIntoChunks,
  type ChunkCounters,
  type ImportReport,
} from "./blacklist-import";

let n = 0;
const key = () => `key-${++n}`;

const accounted = (r: ImportReport) =>
  r.added + r.exists + r.unconfirmed + r.notSent.length + r.invalid.length + r.duplicates.length;

/** A normalised input: unique digit strings plus some rejected lines. */
const normalisedInput = fc
  .record({
    phones: fc.uniqueArray(fc.stringMatching(/^[1-9]\d{10}$/), { maxLength: 300 }),
    invalid: fc.nat(20),
    duplicates: fc.nat(20),
  })
  .map(({ phones, invalid, duplicates }): NormalisedPhones => ({
    phones,
    invalid: Array.from({ length: invalid }, (_, i) => ({ line: i + 1, input: "x", reason: "r" })),
    duplicates: Array.from({ length: duplicates }, (_, i) => ({
      line: i + 1,
      input: "y",
      reason: "d",
    })),
  }));

describe("splitIntoChunks", () => {
  it("keeps every item once, in order, in runs of at most the size", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (items, size) => {
        const chunks = splitIntoChunks(items, size);
        expect(chunks.flat()).toEqual(items);
        expect(chunks).toHaveLength(Math.ceil(items.length / size));
        chunks.forEach((c, i) => {
          expect(c.length).toBeGreaterThan(0);
          if (i < chunks.length - 1) expect(c).toHaveLength(size);
          else expect(c.length).toBeLessThanOrEqual(size);
        });
      }),
    );
  });

  it("refuses a size below one", () => {
    expect(() => splitIntoChunks([1], 0)).toThrow(RangeError);
  });
});

describe("planChunks", () => {
  it("splits 10,000 numbers into ten chunks with a distinct key each", () => {
    const phones = Array.from({ length: 10_000 }, (_, i) => String(380960000000 + i));
    const chunks = planChunks(phones, key);
    expect(chunks).toHaveLength(10_000 / IMPORT_CHUNK_SIZE);
    expect(new Set(chunks.map((c) => c.key)).size).toBe(chunks.length);
    expect(chunks.flatMap((c) => c.phones)).toEqual(phones);
  });
});

describe("buildReport", () => {
  it("accounts for every line exactly once, whatever the upstream's counters say", () => {
    fc.assert(
      fc.property(
        normalisedInput,
        fc.integer({ min: 1, max: 40 }),
        fc.array(
          fc.option(fc.record({ added: fc.integer(), exists: fc.integer() }), { nil: undefined }),
        ),
        (input, size, results) => {
          const chunks = planChunks(input.phones, key, size);
          const report = buildReport(input, chunks, results);
          expect(report.lines).toBe(
            input.phones.length + input.invalid.length + input.duplicates.length,
          );
          expect(accounted(report)).toBe(report.lines);
          for (const v of [report.added, report.exists, report.unconfirmed])
            expect(v).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("with honest counters: sent numbers are added or already there, the rest not sent", () => {
    fc.assert(
      fc.property(normalisedInput, fc.integer({ min: 1, max: 40 }), fc.nat(), (input, size, k) => {
        const chunks = planChunks(input.phones, key, size);
        // chunks before a failure point succeeded; the failed one and later were not sent
        const failedAt = chunks.length === 0 ? 0 : k % (chunks.length + 1);
        const results: (ChunkCounters | undefined)[] = chunks.map((c, i) => {
          if (i >= failedAt) return undefined;
          const added = (k + i) % (c.phones.length + 1);
          return { added, exists: c.phones.length - added };
        });
        const report = buildReport(input, chunks, results);
        expect(report.unconfirmed).toBe(0);
        expect(report.added + report.exists).toBe(sentCount(chunks, results));
        expect(report.notSent).toEqual(chunks.slice(failedAt).flatMap((c) => c.phones));
        // every valid number is either sent or listed as not sent, never both
        const sent = chunks.slice(0, failedAt).flatMap((c) => c.phones);
        expect([...sent, ...report.notSent]).toEqual(input.phones);
      }),
    );
  });

  it("reports a pasted list with an invalid line and a duplicate", () => {
    const input = normalisePhoneList(
      "+380 96 111 2233\nnot a number\n0961112233\n+380 96 111 2244",
    );
    const chunks = planChunks(input.phones, key);
    const report = buildReport(input, chunks, [{ added: 1, exists: 1 }]);
    expect(report).toMatchObject({ lines: 4, added: 1, exists: 1, notSent: [], unconfirmed: 0 });
    expect(report.invalid).toEqual([
      { line: 2, input: "not a number", reason: "contains letters" },
    ]);
    expect(report.duplicates).toEqual([
      { line: 3, input: "0961112233", reason: "duplicate of 380961112233" },
    ]);
  });

  it("counts what an upstream reply leaves out as unconfirmed", () => {
    const input = normalisePhoneList(["380961112233", "380961112244", "380961112255"]);
    const report = buildReport(input, planChunks(input.phones, key), [{ added: 1, exists: 0 }]);
    expect(report).toMatchObject({ added: 1, exists: 0, unconfirmed: 2 });
  });
});
