import "server-only";

/**
 * Reads `limit` records from `offset` however few the upstream serves a call (100 emails):
 * only an empty page ends a list, a short one lowers `perCall`. With `key`, a page with
 * nothing new ends it too, in case the upstream ignores `offset`.
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
      // a record seen twice at a page's edge must not count toward `limit`
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
