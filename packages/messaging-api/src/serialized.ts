import { isSerialized, unserialize } from "php-serialize";

import { badRequest } from "./http";

/** Some clients send `email`/`emails` PHP-serialized or as a JSON string. */
export function unpack(value: unknown): unknown {
  if (typeof value !== "string") return listsOf(value);
  const text = value.trim();
  if (/^[aOsibdN][:;]/.test(text) && isSerialized(text)) {
    try {
      // objects serialized from PHP's stdClass (or anything else) read as plain objects
      const read: unknown = unserialize(text, { stdClass: PlainObject }, { strict: false });
      return listsOf(JSON.parse(JSON.stringify(read)) as unknown);
    } catch {
      throw badRequest("Badly formed data: a serialized value could not be read", 999);
    }
  }
  if (/^[[{]/.test(text)) {
    try {
      return listsOf(JSON.parse(text) as unknown);
    } catch {
      return value;
    }
  }
  return value;
}

class PlainObject {}

function listsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(listsOf);
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, listsOf(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}
