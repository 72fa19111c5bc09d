import type { ChildProcess } from "node:child_process";

/**
 * What a section started and has not stopped yet: its processes and browsers. A section
 * that overruns its limit is abandoned while its code still runs; `stopLeftovers()`
 * (bench/run.ts, after every section) stops what it left, so the next section does not
 * measure beside it.
 */
const leftovers = new Set<() => void>();

/** Keeps `stop` until the returned function is called (the thing stopped by itself). */
export function leftover(stop: () => void): () => void {
  leftovers.add(stop);
  return () => leftovers.delete(stop);
}

/** A child process, kept until it exits. */
export function trackChild(child: ChildProcess): ChildProcess {
  // SIGTERM, which tsx passes on to the process it runs (SIGKILL would orphan that one)
  const forget = leftover(() => child.kill("SIGTERM"));
  child.once("exit", forget);
  return child;
}

/** Stops everything still kept; returns how many there were. */
export function stopLeftovers(): number {
  const n = leftovers.size;
  for (const stop of [...leftovers]) {
    leftovers.delete(stop);
    try {
      stop();
    } catch {
      // already gone
    }
  }
  return n;
}
