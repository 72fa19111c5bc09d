import { MAX_BLACKLIST_PHONES } from "@messaging-console/contract/viber/blacklist";

import type { NormalisedPhones, RejectedPhone } from "@/lib/phone/numbers";

/** One idempotency key per chunk, so a retried chunk is replayed, never added twice. */
export const IMPORT_CHUNK_SIZE = 1_000;
/** a browser-side bound on the work */
export const MAX_IMPORT_LINES = 100_000;

export interface ImportChunk {
  phones: string[];
  /** the same every time this chunk is sent */
  key: string;
}

export interface ChunkCounters {
  added: number;
  exists: number;
}

export function splitIntoChunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError("chunk size must be ≥ 1");
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export function planChunks(
  phones: readonly string[],
  makeKey: () => string,
  size = IMPORT_CHUNK_SIZE,
): ImportChunk[] {
  const capped = Math.min(size, MAX_BLACKLIST_PHONES);
  return splitIntoChunks(phones, capped).map((chunk) => ({ phones: chunk, key: makeKey() }));
}

export interface ImportReport {
  lines: number;
  added: number;
  exists: number;
  invalid: RejectedPhone[];
  duplicates: RejectedPhone[];
  /** cancelled or stopped after a failure */
  notSent: string[];
  /** the upstream's reply came up short */
  unconfirmed: number;
}

/** Every line counted exactly once; counters are clamped to the chunk, so odd replies cannot overcount. */
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

export function sentCount(
  chunks: readonly ImportChunk[],
  results: readonly (ChunkCounters | undefined)[],
): number {
  return chunks.reduce((n, chunk, i) => n + (results[i] ? chunk.phones.length : 0), 0);
}

function clamp(n: number, max: number): number {
  return Number.isFinite(n) ? Math.min(Math.max(0, Math.floor(n)), max) : 0;
}
