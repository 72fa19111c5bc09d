import "server-only";

/**
 * What the streamed list reader (./streamed-list.ts) leaves at the list's key of
 * the reply it parsed: the items, read as they arrived, marked so that the
 * endpoint reading the reply takes them as they are.
 */

const STREAMED = Symbol.for("messaging-console.streamed-list");

export interface StreamedList<T> {
  readonly [STREAMED]: true;
  readonly items: T[];
}

export const streamedList = <T>(items: T[]): StreamedList<T> => ({ [STREAMED]: true, items });

/** The items of a list the streamed reader read, or null for anything else. */
export function streamedItems<T>(value: unknown): T[] | null {
  return typeof value === "object" && value !== null && STREAMED in value
    ? (value as StreamedList<T>).items
    : null;
}
