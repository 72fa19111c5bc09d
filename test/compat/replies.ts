// The corpus of the real service's reply samples (test/compat/replies/*.json): one file
// per endpoint, each sample naming where it comes from (README.md beside the files).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

export interface ReplySample {
  /** `GET /viber/task/{id}` */
  endpoint: string;
  name: string;
  /** repository, file, commit and test, or the document and section; `derived from …` for variants */
  source: string;
  status: number;
  note?: string;
  body: unknown;
}

const DIR = path.join(process.cwd(), "test", "compat", "replies");

const fileSchema = z.object({
  endpoint: z.string().regex(/^(GET|POST|DELETE|PUT) \/\S*$/, "METHOD /path"),
  samples: z
    .array(
      z.object({
        name: z.string().min(1),
        source: z.string().min(1),
        status: z.number().int().min(200).max(599),
        note: z.string().optional(),
        body: z.unknown(),
      }),
    )
    .min(1),
});

let cache: ReplySample[] | undefined;

function load(): ReplySample[] {
  if (cache) return cache;
  const all: ReplySample[] = [];
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path.join(DIR, file), "utf8")));
    if (!parsed.success)
      throw new Error(`test/compat/replies/${file}: ${z.prettifyError(parsed.error)}`);
    for (const s of parsed.data.samples) all.push({ endpoint: parsed.data.endpoint, ...s });
  }
  const names = all.map((s) => `${s.endpoint} ${s.name}`);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0) throw new Error(`reply samples named twice: ${twice.join(", ")}`);
  cache = all;
  return all;
}

/** Every sample, or those of one endpoint. */
export function replySamples(endpoint?: string): ReplySample[] {
  return endpoint ? load().filter((s) => s.endpoint === endpoint) : load();
}

/** A sample of a refusal: an HTTP error, or `is_error` set on a 200 (UPSTREAM-NOTES.md). */
export function isErrorSample(s: ReplySample): boolean {
  const flag = (s.body as { is_error?: unknown } | null)?.is_error;
  return s.status >= 400 || flag === true || flag === 1 || flag === "1" || flag === "true";
}

/** The endpoints the corpus has samples for, sorted. */
export const REPLY_ENDPOINTS: string[] = [...new Set(load().map((s) => s.endpoint))].sort();
