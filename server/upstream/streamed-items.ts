import "server-only";

/** Marks items the streamed reader read, so the endpoint takes them as they are. */

const STREAMED = Symbol.for("messaging-console.streamed-list");

export interface StreamedList<T> {
  readonly [STREAMED]: true;
  readonly items: T[];
}

export const streamedList = <T>(items: T[]): StreamedList<T> => ({ [STREAMED]: true, items });

export function streamedItems<T>(value: unknown): T[] | null {
  return typeof value === "object" && value !== null && STREAMED in value
    ? (value as StreamedList<T>).items
    : null;
}
