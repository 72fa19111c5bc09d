import "server-only";

import { randomUUID } from "node:crypto";

import { parseJson, type BodyReader } from "./http";
import { streamedList } from "./streamed-items";

/**
 * Reads a reply of the shape `{…, "<key>": [item, item, …], …}` as its bytes
 * arrive, reading each item as soon as the batch it came in is complete, instead of
 * waiting for the last byte and then parsing the whole text at once.
 *
 * GET /viber/task/{id}/recipients sends every recipient in one reply (17 MB for
 * 100,000): parsed whole, the console read nothing while the reply was on its way,
 * then decoded a 17 MB string, parsed it, and kept 100,000 raw objects alive while
 * it read them (most of the collector's work). Here the parsing runs while the
 * reply is still arriving, each batch's raw objects are dropped as soon as they are
 * read, and the text is never decoded whole.
 *
 * The parsing itself is still `JSON.parse`, on slices cut at item boundaries, so
 * the result is the one `JSON.parse` gives for the whole text:
 *
 * - a slice is cut after a `}` followed by `,` and is taken only if
 *   `JSON.parse("[" + slice + "]")` accepts it. Starting from a boundary between
 *   items, a slice can only parse if it also ends on one (a cut inside a string or
 *   a nested value leaves it unterminated or unbalanced), so every slice taken
 *   ends where the whole text's parser would be between two items;
 * - what comes before the list (`{"task_id":1,"recipients":`) must parse as the
 *   start of an object with the list's key at its top level, and what follows the
 *   list must complete that object so that the key keeps the list (no later
 *   duplicate key replaces it): checked by parsing the reply with the list
 *   replaced by a one-off placeholder;
 * - anything else (another shape, a cut that never parses, a reply that ends
 *   early or is not JSON at all) falls back to `parseJson` on the whole text,
 *   exactly what the console did before: malformed or truncated stays an error,
 *   never a partial list.
 *
 * Byte-level cuts are safe in UTF-8: `}`, `,`, `]` and white space are ASCII, and an
 * ASCII byte is never part of a multi-byte sequence, so text decoded slice by slice
 * is the text decoded whole (invalid bytes included).
 */

export interface StreamedListOptions<T> {
  /** the key of the list in the reply's top-level object */
  key: string;
  /** an item as the endpoint keeps it; null leaves it out */
  readItem: (raw: unknown) => T | null;
  /** bytes to gather before cutting a slice (fewer, larger `JSON.parse` calls) */
  minSliceBytes?: number;
  /** bytes without an acceptable cut after which the rest is parsed whole at the end */
  maxCarryBytes?: number;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
/** cuts tried per slice, and list ends tried at the end, before giving up */
const MAX_TRIES = 16;

export function streamedListReader<T>(opts: StreamedListOptions<T>): BodyReader {
  const minSlice = opts.minSliceBytes ?? 16 * 1024;
  const maxCarry = opts.maxCarryBytes ?? 1024 * 1024;
  const keyBytes = Buffer.from(JSON.stringify(opts.key));
  /** every chunk, for the whole-text fallback */
  const all: Buffer[] = [];
  let mode: "head" | "list" | "whole" = "head";
  /** the reply up to the list's `[`, as text (`{"task_id":1,"recipients":`) */
  let head = "";
  /** bytes of the list not cut yet */
  let carry: Buffer = Buffer.alloc(0);
  const items: T[] = [];
  /** a slice was taken, so the list's rest must hold at least one more item */
  let cutOnce = false;

  const take = (raw: unknown[]) => {
    for (const r of raw) {
      const item = opts.readItem(r);
      if (item !== null) items.push(item);
    }
  };

  /** finds the list's `[` at the top level of the reply's object: true once found */
  function findList(bytes: Buffer): boolean {
    // a byte order mark (skipped, as undici's text() does) may come in pieces
    if (bytes.length < 3 && BOM.subarray(0, bytes.length).equals(bytes)) return false;
    const start = bytes.subarray(0, 3).equals(BOM) ? 3 : 0;
    let first = start;
    while (isSpace(bytes[first])) first++;
    if (first < bytes.length && bytes[first] !== OPEN_BRACE) {
      mode = "whole";
      return false;
    }
    for (let at = bytes.indexOf(keyBytes, first); at >= 0; at = bytes.indexOf(keyBytes, at + 1)) {
      let i = at + keyBytes.length;
      while (isSpace(bytes[i])) i++;
      if (i >= bytes.length) return false;
      if (bytes[i] !== COLON) continue;
      i++;
      while (isSpace(bytes[i])) i++;
      if (i >= bytes.length) return false;
      if (bytes[i] !== OPEN_BRACKET) continue;
      const text = bytes.toString("utf8", start, i);
      // the key at the top level, after complete members: `{…,"key":` + `0}` is an object
      const probe = parseJson(`${text}0}`);
      if (typeof probe !== "object" || probe === null || Array.isArray(probe)) continue;
      if ((probe as Record<string, unknown>)[opts.key] !== 0) continue;
      head = text;
      carry = bytes.subarray(i + 1);
      mode = "list";
      return true;
    }
    // the key may still be on its way
    if (bytes.length > maxCarry) mode = "whole";
    return false;
  }

  /** cuts the carried bytes after the last complete item it can find, and reads the slice */
  function cut(): void {
    let tries = 0;
    for (let brace = carry.lastIndexOf(CLOSE_BRACE); brace >= 0 && tries < MAX_TRIES;) {
      let after = brace + 1;
      while (isSpace(carry[after])) after++;
      if (carry[after] === COMMA) {
        tries++;
        const parsed = parseJson(`[${carry.toString("utf8", 0, brace + 1)}]`);
        if (Array.isArray(parsed)) {
          take(parsed);
          cutOnce = true;
          carry = carry.subarray(after + 1);
          return;
        }
      }
      brace = brace > 0 ? carry.lastIndexOf(CLOSE_BRACE, brace - 1) : -1;
    }
    if (carry.length > maxCarry) mode = "whole";
  }

  /** the list's last items and what follows it, checked to complete the reply */
  function finish(): unknown {
    const rest = carry.toString("utf8");
    const placeholder = `\u0000${randomUUID()}`;
    let tries = 0;
    for (let end = rest.lastIndexOf("]"); end >= 0 && tries < MAX_TRIES;) {
      tries++;
      const last = parseJson(`[${rest.slice(0, end)}]`);
      // `},]` is not JSON: after a cut the list must go on
      if (Array.isArray(last) && !(cutOnce && last.length === 0)) {
        const reply = parseJson(`${head}${JSON.stringify(placeholder)}${rest.slice(end + 1)}`);
        if (
          typeof reply === "object" &&
          reply !== null &&
          !Array.isArray(reply) &&
          (reply as Record<string, unknown>)[opts.key] === placeholder
        ) {
          take(last);
          (reply as Record<string, unknown>)[opts.key] = streamedList(items);
          return reply;
        }
      }
      end = end > 0 ? rest.lastIndexOf("]", end - 1) : -1;
    }
    return whole();
  }

  /** the whole text through `parseJson`, as the console always read replies */
  function whole(): unknown {
    const bytes = Buffer.concat(all);
    const start = bytes.length > 2 && bytes.subarray(0, 3).equals(BOM) ? 3 : 0;
    return parseJson(bytes.toString("utf8", start));
  }

  return {
    write(chunk) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      all.push(bytes);
      if (mode === "whole") return;
      if (mode === "head") {
        if (!findList(all.length === 1 ? bytes : Buffer.concat(all))) return;
      } else carry = carry.length ? Buffer.concat([carry, bytes]) : bytes;
      if (carry.length >= minSlice) cut();
    },
    end() {
      return mode === "list" ? finish() : whole();
    },
  };
}
