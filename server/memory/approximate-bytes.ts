/**
 * About how many bytes of V8 heap a value read from JSON holds (objects, arrays,
 * strings, numbers, booleans, null): what the console's caches count against their
 * byte budgets (server/memory/byte-budgets.ts). An estimate, not a measurement —
 * V8 shares hidden classes and may store small integers inline — calibrated
 * against the heap (process.memoryUsage after a full GC) so that it errs high:
 * 100,000 recipients as the console keeps them took 21 MB of heap and count 27 MB
 * here; a page of 50 campaigns 18 KB and 21.5 KB (its JSON: 14.5 KB).
 *
 * Long arrays are sampled (SAMPLE elements spread over the array, scaled up), so
 * sizing a 100,000-row reply costs about as much as sizing a page of it.
 */
const SAMPLE = 256;
const OBJECT = 24; // header + properties pointer + elements pointer
const SLOT = 8; // one property or element (a pointer, or an unboxed small integer)
const STRING = 16; // header + hash + length
const NUMBER = 16; // a heap number (doubles; small integers are counted the same: errs high)

export function approximateBytes(value: unknown, depth = 0): number {
  switch (typeof value) {
    case "string":
      // one byte a character for Latin-1 strings, two for the rest; rounded to 8
      return STRING + align(value.length * (isOneByte(value) ? 1 : 2));
    case "number":
    case "bigint":
      return NUMBER;
    case "boolean":
    case "undefined":
      return 0; // shared oddballs: only the slot that points at them counts
    case "object": {
      if (value === null) return 0;
      if (depth > 64) return OBJECT; // deeper than any reply: a cycle or a pathological value
      if (Array.isArray(value)) return OBJECT + arrayBytes(value, depth);
      if (ArrayBuffer.isView(value)) return OBJECT + value.byteLength;
      if (value instanceof Date) return OBJECT + NUMBER;
      if (value instanceof Map) {
        let n = OBJECT;
        for (const [k, v] of value)
          n += 3 * SLOT + approximateBytes(k, depth + 1) + approximateBytes(v, depth + 1);
        return n;
      }
      let n = OBJECT;
      for (const k in value) {
        if (!Object.prototype.hasOwnProperty.call(value, k)) continue;
        n += SLOT + approximateBytes((value as Record<string, unknown>)[k], depth + 1);
      }
      return n;
    }
    default:
      return SLOT; // functions, symbols: not in JSON; counted as a pointer
  }
}

function arrayBytes(list: unknown[], depth: number): number {
  const n = list.length;
  if (n <= SAMPLE) {
    let total = n * SLOT;
    for (const item of list) total += approximateBytes(item, depth + 1);
    return total;
  }
  let sampled = 0;
  for (let i = 0; i < SAMPLE; i++)
    sampled += approximateBytes(list[Math.floor((i * n) / SAMPLE)], depth + 1);
  return n * SLOT + Math.ceil((sampled / SAMPLE) * n);
}

const align = (n: number) => (n + 7) & ~7;

function isOneByte(s: string): boolean {
  // long strings: the first 256 characters decide (a reply's text is one script or another)
  const end = Math.min(s.length, 256);
  for (let i = 0; i < end; i++) if (s.charCodeAt(i) > 0xff) return false;
  return true;
}
