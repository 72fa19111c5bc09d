import type { PGlite } from "@electric-sql/pglite";

/**
 * The log's order (`send_date DESC, n DESC`) kept in memory per store, so a page at any
 * offset is a binary search rather than PostgreSQL walking every row before it. Dates are
 * whole µs (timestamptz's precision) so bounds select exactly what SQL would; the two
 * writers report inserted `n` ranges via {@link noteEmailsInserted}.
 */
class EmailOrder {
  /** ascending (µs, n) */
  private us = new Float64Array(0);
  private ns = new Float64Array(0);
  private size = 0;
  private pending: [string, string][] = [];
  private sync: Promise<void>;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly db: PGlite) {
    this.sync = this.load("");
  }

  note(first: string, last: string) {
    this.pending.push([first, last]);
    // off any request's path, coalescing a burst of sends into one read
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.ready().catch(() => {
        /* a store closing; the next read rebuilds */
      });
    }, 50).unref();
  }

  ready(): Promise<void> {
    if (this.pending.length > 0) {
      // n comes from a sequence: the rows between reported ranges are new too (or skipped)
      const firsts = this.pending.map(([f]) => BigInt(f));
      const lasts = this.pending.map(([, l]) => BigInt(l));
      const min = firsts.reduce((a, b) => (b < a ? b : a));
      const max = lasts.reduce((a, b) => (b > a ? b : a));
      this.pending = [];
      this.sync = this.sync.then(() =>
        this.load("WHERE n BETWEEN $1::bigint AND $2::bigint", [String(min), String(max)]),
      );
    }
    return this.sync;
  }

  /** One text value rather than a row each: several times faster out of PGlite. */
  private async load(where: string, params: unknown[] = []) {
    const res = await this.db.query<{ pairs: string | null }>(
      `SELECT string_agg(n::text || ' ' || ${US}::text, ',') AS pairs FROM smtp_emails ${where}`,
      params,
    );
    const rows = (res.rows[0]?.pairs ?? "").split(",").flatMap((pair) => {
      const [n, us] = pair.split(" ");
      return n && us ? [{ n: Number(n), us: Number(us) }] : [];
    });
    rows.sort((a, b) => a.us - b.us || a.n - b.n);
    this.merge(rows);
  }

  private lowerBound(us: number, n: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const t = this.us[mid]!;
      if (t < us || (t === us && this.ns[mid]! < n)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Skips rows already indexed (a build may have seen them). */
  private merge(rows: { n: number; us: number }[]) {
    const fresh = rows.filter((r) => {
      const i = this.lowerBound(r.us, r.n);
      return !(i < this.size && this.us[i] === r.us && this.ns[i] === r.n);
    });
    if (fresh.length === 0) return;
    const total = this.size + fresh.length;
    const first = fresh[0]!;
    const appendOnly =
      this.size === 0 ||
      this.us[this.size - 1]! < first.us ||
      (this.us[this.size - 1] === first.us && this.ns[this.size - 1]! < first.n);
    if (appendOnly && total <= this.us.length) {
      fresh.forEach((r, k) => {
        this.us[this.size + k] = r.us;
        this.ns[this.size + k] = r.n;
      });
      this.size = total;
      return;
    }
    const cap = Math.max(total, Math.ceil(total * 1.25), 1024);
    const us = new Float64Array(cap);
    const ns = new Float64Array(cap);
    let i = 0;
    let j = 0;
    for (let k = 0; k < total; k++) {
      const r = fresh[j];
      const takeOld =
        i < this.size &&
        (r === undefined || this.us[i]! < r.us || (this.us[i] === r.us && this.ns[i]! < r.n));
      if (takeOld) {
        us[k] = this.us[i]!;
        ns[k] = this.ns[i]!;
        i++;
      } else {
        us[k] = r!.us;
        ns[k] = r!.n;
        j++;
      }
    }
    this.us = us;
    this.ns = ns;
    this.size = total;
  }

  private range(b: TimeBounds): [number, number] {
    const lo = b.fromUs === undefined ? 0 : this.lowerBound(b.fromUs, -Infinity);
    let hi = this.lowerBound(b.nowUs, Infinity);
    if (b.toUs !== undefined) hi = Math.min(hi, this.lowerBound(b.toUs, -Infinity));
    return [lo, Math.max(lo, hi)];
  }

  count(b: TimeBounds): number {
    const [lo, hi] = this.range(b);
    return hi - lo;
  }

  page(b: TimeBounds, limit: number, offset: number): number[] {
    const [lo, hi] = this.range(b);
    const out: number[] = [];
    for (let i = hi - 1 - offset; i >= lo && out.length < limit; i--) out.push(this.ns[i]!);
    return out;
  }
}

/** exact in a double until year 2255 */
const US = "(extract(epoch FROM send_date) * 1000000)::int8";

export interface TimeBounds {
  nowUs: number;
  fromUs?: number;
  toUs?: number;
}

const orders = new WeakMap<PGlite, EmailOrder>();

export async function emailOrder(db: PGlite): Promise<EmailOrder> {
  let order = orders.get(db);
  if (!order) {
    order = new EmailOrder(db);
    orders.set(db, order);
  }
  try {
    await order.ready();
  } catch (err) {
    // a failed read (a store closing) leaves no half-built index behind
    if (orders.get(db) === order) orders.delete(db);
    throw err;
  }
  return order;
}

/** Every writer of `smtp_emails` must call this once its rows n = first..last are in. */
export function noteEmailsInserted(db: PGlite, first: string, last: string): void {
  orders.get(db)?.note(first, last);
}
