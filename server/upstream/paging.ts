import "server-only";

/**
 * Reads `limit` records from `offset` on from a paged upstream list, however few
 * the upstream serves a call. The real service answers at most 100 emails a call
 * whatever `limit` asks, so a short page is not the end of a list: only an empty
 * page is (or having read `limit` records). Calls go `concurrency` at a time at
 * offsets `perCall` apart; when a page comes back short but not empty, the rest of
 * its wave is dropped and reading goes on from where that page ended, with
 * `perCall` lowered to what the upstream served — never a hole, never a record twice.
 * With `key`, a record already read is dropped, and a page that brings nothing new
 * ends the reading: an upstream that ignored `offset` would otherwise be read again
 * and again up to `limit`.
 */
export async function pageThrough<T>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  opts: {
    offset?: number;
    limit: number;
    perCall: number;
    concurrency?: number;
    key?: (item: T) => string;
  },
): Promise<{ items: T[]; complete: boolean }> {
  const items: T[] = [];
  const seen = new Set<string>();
  let offset = opts.offset ?? 0;
  let remaining = opts.limit;
  let perCall = Math.max(1, opts.perCall);
  const concurrency = Math.max(1, opts.concurrency ?? 1);
  while (remaining > 0) {
    const sizes: number[] = [];
    for (let left = remaining; left > 0 && sizes.length < concurrency; left -= perCall)
      sizes.push(Math.min(perCall, left));
    let at = offset;
    const wave = await Promise.all(
      sizes.map((size) => {
        const from = at;
        at += size;
        return fetchPage(from, size);
      }),
    );
    for (const [i, page] of wave.entries()) {
      const asked = sizes[i] ?? 0;
      const taken = page.slice(0, asked);
      let fresh = taken;
      if (opts.key) {
        fresh = taken.filter((item) => {
          const k = opts.key!(item);
          if (seen.has(k)) return false;
          seen.add(k);
          return true;
        });
        if (taken.length > 0 && fresh.length === 0) return { items, complete: true };
      }
      items.push(...fresh);
      offset += taken.length;
      // only new records count toward `limit`: a list that grew while being read (a
      // record seen twice at a page's edge) still yields `limit` distinct records
      remaining -= fresh.length;
      if (taken.length === 0) return { items, complete: true };
      if (taken.length < asked) {
        perCall = taken.length;
        break;
      }
    }
  }
  return { items, complete: false };
}
