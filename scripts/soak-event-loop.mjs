// Test-only preload for the load and soak run (scripts/soak.ts), passed to the console
// child as NODE_OPTIONS=--import: every second it appends the event-loop delay of
// the past second (ms) and process.memoryUsage() (MB) to SOAK_EVENT_LOOP_FILE as one
// JSON line, then starts afresh.
// Does nothing without that variable; never part of a production start.
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.SOAK_EVENT_LOOP_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  setInterval(() => {
    const line = {
      pid: process.pid,
      at: Date.now(),
      p50: ms(h.percentile(50)),
      p99: ms(h.percentile(99)),
      max: ms(h.max),
      // where the memory is: V8's heap, or outside it (buffers, WebAssembly such as PGlite)
      ...Object.fromEntries(
        Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 1048576)]),
      ),
    };
    h.reset();
    try {
      appendFileSync(file, JSON.stringify(line) + "\n");
    } catch {
      /* the run is over */
    }
  }, 1000).unref();
}
