/**
 * Estimated V8 heap bytes of a JSON value, for the caches' byte budgets: calibrated to err
 * high. Long arrays are sampled, so sizing 100,000 rows costs about as much as a page.
 */
const SAMPLE = 256;
const OBJECT = 24; // header + properties pointer + elements pointer
const SLOT = 8; // one property or element (a pointer, or an unboxed small integer)
const STRING = 16; // header + hash + length
const NUMBER = 16; // a heap number (doubles; small integers are counted the same: errs high)

export function approximateBytes(value: unknown, depth = 0): number {
  switch (typeof value) {
    case "string":
      // Latin-1 strings take one byte a character, others two
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
  // a reply's text is one script or another: the first 256 characters decide
  const end = Math.min(s.length, 256);
  for (let i = 0; i < end; i++) if (s.charCodeAt(i) > 0xff) return false;
  return true;
}
