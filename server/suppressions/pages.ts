import "server-only";

import { explainBounces } from "@/lib/email/bounce-explain";
import { bounceKind } from "@/lib/email/bounce-stats";
import type { Bounce, Unsubscribe } from "@/lib/schemas/resources";
import { upstream } from "@/server/upstream";

/** The most entries one walk over the unsubscribes or the day's bounces reads. */
export const SCAN_MAX = 50_000;

/**
 * Walks a list the upstream serves by pages only: the next page starts where the
 * last one ended; an empty page, or one repeating the last (an offset ignored), ends
 * it. True when it reached the end before `max`.
 */
async function walk<T>(
  read: (limit: number, offset: number) => Promise<{ items: T[] }>,
  page: number,
  visit: (items: T[]) => void,
  max = SCAN_MAX,
): Promise<boolean> {
  let last = "";
  for (let offset = 0; offset < max;) {
    const { items } = await read(page, offset);
    const seen = JSON.stringify(items);
    if (items.length === 0 || seen === last) return true;
    last = seen;
    visit(items);
    offset += items.length;
  }
  return false;
}

/** Every unsubscribed address (up to `max`), newest first as the upstream serves them. */
export function eachUnsubscribePage(visit: (items: Unsubscribe[]) => void, max = SCAN_MAX) {
  return walk(
    (limit, offset) => upstream().smtp.listUnsubscribes({ limit, offset }),
    500,
    visit,
    max,
  );
}

/** The hard bounces of the last 24 hours (the upstream keeps no more). */
export async function hardBounces(): Promise<{ items: Bounce[]; complete: boolean }> {
  const all: Bounce[] = [];
  const complete = await walk(
    (limit, offset) => upstream().smtp.listBounces({ limit, offset }),
    1000,
    (items) => all.push(...items),
  );
  const hard = explainBounces(all).filter((b) => bounceKind(b) === "hard");
  return { items: hard, complete };
}
