import type { NormalisedPhones, RejectedPhone } from "@/lib/phone/numbers";
import { MAX_BLACKLIST_PHONES } from "@/lib/schemas/viber/blacklist";

/**
 * Large blacklist imports go to the console in chunks: each chunk is one
 * request with its own idempotency key, so a retried chunk is replayed, never
 * added twice. 1,000 numbers keep one request small (well under the route's
 * cap of MAX_BLACKLIST_PHONES) while 10,000 numbers still take only ten requests.
 */
export const IMPORT_CHUNK_SIZE = 1_000;
/** The most numbers one import takes (a browser-side bound on the work). */
export const MAX_IMPORT_LINES = 100_000;

export interface ImportChunk {
  phones: string[];
  /** the Idempotency-Key this chunk is sent with, every time it is sent */
  key: string;
}

/** The upstream's counters for one chunk. */
export interface ChunkCounters {
  added: number;
  exists: number;
}

/** Splits `items` into consecutive runs of at most `size`, in order. */
export function splitIntoChunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError("chunk size must be ≥ 1");
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The chunks of an import, each with its own idempotency key. */
export function planChunks(
  phones: readonly string[],
  makeKey: () => string,
  size = IMPORT_CHUNK_SIZE,
): ImportChunk[] {
  const capped = Math.min(size, MAX_BLACKLIST_PHONES);
  return splitIntoChunks(phones, capped).map((chunk) => ({ phones: chunk, key: makeKey() }));
}

/** What became of every input line of an import. */
export interface ImportReport {
  /** every non-blank input line */
  lines: number;
  added: number;
  /** already on the blacklist */
  exists: number;
  invalid: RejectedPhone[];
  duplicates: RejectedPhone[];
  /** valid numbers never sent (the import was cancelled or stopped after a failure) */
  notSent: string[];
  /** sent numbers the upstream's counters do not account for (its reply came up short) */
  unconfirmed: number;
}

/**
 * Merges the chunks' counters into one report in which every line is counted
 * exactly once: invalid, duplicate, added, already there, not sent or
 * unconfirmed. `results[i]` is undefined for a chunk that was not (yet) sent.
 * Counters are clamped to the chunk's size, so an odd upstream reply can never
 * make the numbers add up to more lines than were given.
 */
export function buildReport(
  input: NormalisedPhones,
  chunks: readonly ImportChunk[],
  results: readonly (ChunkCounters | undefined)[],
): ImportReport {
  const report: ImportReport = {
    lines: input.phones.length + input.invalid.length + input.duplicates.length,
    added: 0,
    exists: 0,
    invalid: input.invalid,
    duplicates: input.duplicates,
    notSent: [],
    unconfirmed: 0,
  };
  chunks.forEach((chunk, i) => {
    const result = results[i];
    const size = chunk.phones.length;
    if (!result) {
      report.notSent.push(...chunk.phones);
      return;
    }
    const added = clamp(result.added, size);
    const exists = clamp(result.exists, size - added);
    report.added += added;
    report.exists += exists;
    report.unconfirmed += size - added - exists;
  });
  return report;
}

/** How many numbers the finished chunks carried (for the progress bar). */
export function sentCount(
  chunks: readonly ImportChunk[],
  results: readonly (ChunkCounters | undefined)[],
): number {
  return chunks.reduce((n, chunk, i) => n + (results[i] ? chunk.phones.length : 0), 0);
}

function clamp(n: number, max: number): number {
  return Number.isFinite(n) ? Math.min(Math.max(0, Math.floor(n)), max) : 0;
}
