import "server-only";

import type { Recipient } from "@/lib/schemas/resources";
import { notFound } from "@/server/errors";
import { recipientsSnapshot } from "@/server/viber/recipient-snapshots";

import { getBatch } from "./store";

/**
 * The recipients of every sent group of a console campaign, one list (a phone
 * once: the first group's row), for its engagement export and "New campaign to these".
 */
export async function batchRecipients(batchId: string): Promise<{ rows: Recipient[]; at: number }> {
  const rows = await getBatch(batchId);
  if (rows.length === 0) throw notFound("No such campaign in the console.");
  const ids = rows.flatMap((r) => (r.upstreamId === null ? [] : [r.upstreamId]));
  const snapshots = await Promise.all(ids.map((id) => recipientsSnapshot(id)));
  const seen = new Set<string>();
  const all: Recipient[] = [];
  for (const s of snapshots)
    for (const r of s.rows) {
      if (seen.has(r.phone)) continue;
      seen.add(r.phone);
      all.push(r);
    }
  return { rows: all, at: Math.min(Date.now(), ...snapshots.map((s) => s.at)) };
}
