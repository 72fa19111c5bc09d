import "server-only";

import { formatUpstreamDate, parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { SentEmail } from "@/lib/schemas/resources";
import { env } from "@/server/env";
import { upstream } from "@/server/upstream";

/**
 * The email log of the last window, kept in memory and read incrementally: each
 * minute only the pages newer than what is already known (the log is newest
 * first), so the cost follows the sending rate, not the window's size. A slack
 * of a few minutes re-reads recent pages, whose answers may still change, and every
 * FULL_READ_MS the whole window is read again (answers that came late, records
 * the log dated earlier than the newest one known).
 */
const PAGE = 100;
const MAX_PAGES = 60;
const SLACK_MS = 3 * 60_000;
const FULL_READ_MS = 10 * 60_000;

export interface Kept {
  at: number;
  email: SentEmail;
}
const g = globalThis as unknown as { __watchEmails?: Map<string, Kept> };
const kept: Map<string, Kept> = (g.__watchEmails ??= new Map<string, Kept>());
let knownUntil = 0;
let fullReadAt = 0;

/** The log's emails sent since `sinceMs`, each with its send time (epoch ms). */
export async function emailsSince(sinceMs: number, now: number): Promise<Kept[]> {
  const timeZone = env().MESSAGING_API_TIMEZONE;
  const from = formatUpstreamDate(sinceMs, timeZone).slice(0, 10);
  // what is known already stops the reading; a gap (another instance ran) reads the whole window
  const full = knownUntil <= sinceMs || fullReadAt > now || now - fullReadAt >= FULL_READ_MS;
  const stopAt = full ? sinceMs : knownUntil - SLACK_MS;
  if (full) fullReadAt = now;
  let newest = knownUntil;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { items } = await upstream().smtp.listEmails({ from, limit: PAGE, offset: page * PAGE });
    let older = false;
    for (const email of items) {
      const at = parseUpstreamDate(email.send_date, timeZone) ?? 0;
      if (at < stopAt) older = true;
      if (at >= sinceMs) kept.set(email.id, { at, email });
      newest = Math.max(newest, at);
    }
    if (older || items.length < PAGE) break;
  }
  knownUntil = Math.min(newest, now);
  for (const [id, k] of kept) if (k.at < sinceMs) kept.delete(id);
  return [...kept.values()];
}

/** For tests: forget what was read. */
export function forgetEmails(): void {
  kept.clear();
  knownUntil = 0;
  fullReadAt = 0;
}
