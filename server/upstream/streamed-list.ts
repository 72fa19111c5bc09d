import "server-only";

import { randomUUID } from "node:crypto";

import { parseJson, type BodyReader } from "./http";
import { streamedList } from "./streamed-items";

/**
 * Reads `{…, "<key>": [item, …], …}` as its bytes arrive, parsing each batch of items
 * with `JSON.parse` on slices cut at item boundaries, so a 100,000-recipient reply is
 * never decoded or held whole. A slice is taken only if `JSON.parse("[" + slice + "]")`
 * accepts it, which from a boundary means it also ends on one; the text around the list
 * is checked to complete the object with the key at its top level. Anything else (other
 * shape, no good cut, early end, not JSON) falls back to `parseJson` on the whole text,
 * so a malformed reply stays an error, never a partial list. Byte cuts are safe: `}`,
 * `,`, `]` and white space are ASCII, never part of a multi-byte UTF-8 sequence.
 */

export interface StreamedListOptions<T> {
  key: string;
  /** null leaves the item out */
  readItem: (raw: unknown) => T | null;
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
const MAX_TRIES = 16;

export function streamedListReader<T>(opts: StreamedListOptions<T>): BodyReader {
  const minSlice = opts.minSliceBytes ?? 16 * 1024;
  const maxCarry = opts.maxCarryBytes ?? 1024 * 1024;
  const keyBytes = Buffer.from(JSON.stringify(opts.key));
  const all: Buffer[] = [];
  let mode: "head" | "list" | "whole" = "head";
  let head = "";
  let carry: Buffer = Buffer.alloc(0);
  const items: T[] = [];
  /** after a cut the list's rest must hold at least one more item */
  let cutOnce = false;

  const take = (raw: unknown[]) => {
    for (const r of raw) {
      const item = opts.readItem(r);
      if (item !== null) items.push(item);
    }
  };

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
    if (bytes.length > maxCarry) mode = "whole";
    return false;
  }

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
