/**
 * One chunk every `intervalMs` (the budget is shared); rate refusals retry the same chunk and
 * key, other failures stop there for a resume. Cancelling waits for the chunk in flight.
 */
export type RunOutcome =
  | { kind: "done" }
  | { kind: "failed"; index: number; error: unknown }
  | { kind: "cancelled"; index: number };

export interface RunOptions<C, R> {
  chunks: readonly C[];
  /** 0, or the failed chunk when resuming */
  from: number;
  send: (chunk: C, index: number) => Promise<R>;
  onResult: (index: number, result: R) => void;
  isCancelled: () => boolean;
  intervalMs?: number;
  /** null stops */
  retryDelay?: (error: unknown, attempt: number) => number | null;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export const DEFAULT_INTERVAL_MS = 250;

export async function runChunks<C, R>(opts: RunOptions<C, R>): Promise<RunOutcome> {
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = opts.now ?? Date.now;
  const interval = opts.intervalMs ?? DEFAULT_INTERVAL_MS;
  let lastStart = -Infinity;
  for (let index = opts.from; index < opts.chunks.length; index++) {
    const chunk = opts.chunks[index] as C;
    for (let attempt = 1; ; attempt++) {
      if (opts.isCancelled()) return { kind: "cancelled", index };
      const wait = lastStart + interval - now();
      if (wait > 0) await sleep(wait);
      lastStart = now();
      try {
        const result = await opts.send(chunk, index);
        opts.onResult(index, result);
        break;
      } catch (error) {
        const delay = opts.retryDelay?.(error, attempt) ?? null;
        if (delay === null) return { kind: "failed", index, error };
        await sleep(delay);
      }
    }
  }
  return { kind: "done" };
}
