import "server-only";

import type { Recipient } from "@/lib/schemas/resources";

/** Numeric keys sort far faster than strings; ties go by phone, then position. */
export function viewOrder(out: Recipient[], sort: string) {
  const dir = sort.startsWith("-") ? -1 : 1;
  const field = sort.replace(/^-/, "") as "send_date" | "last_update" | "price";
  // plain loops: Float64Array.from(rows, fn) is several times slower
  const keys = new Float64Array(out.length);
  const phones = new Float64Array(out.length);
  for (let i = 0; i < out.length; i++) {
    const r = out[i]!;
    keys[i] = field === "price" ? r.price : dateKey(r[field]);
    phones[i] = Number(r.phone) || 0;
  }
  return (a: number, b: number) => (keys[a]! - keys[b]!) * dir || phones[a]! - phones[b]! || a - b;
}

/** A bounded heap. */
export function firstInOrder(
  n: number,
  k: number,
  before: (a: number, b: number) => number,
): number[] {
  // max-heap by `before`: the root is the last of the k kept so far
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (before(heap[p]!, heap[i]!) >= 0) return;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && before(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && before(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[m], heap[i]] = [heap[i]!, heap[m]!];
      i = m;
    }
  };
  for (let i = 0; i < n && k > 0; i++) {
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
    } else if (before(i, heap[0]!) < 0) {
      heap[0] = i;
      down(0);
    }
  }
  return heap.sort(before);
}

/** No date sorts first. */
function dateKey(text: string | null): number {
  if (!text) return -Infinity;
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c >= 0 && c <= 9) n = n * 10 + c;
  }
  return n;
}
