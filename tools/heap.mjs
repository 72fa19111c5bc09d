import { fileURLToPath, pathToFileURL } from "node:url";

// The console process's node flags, as every way of starting it sets them (npm start,
// the Docker image, docs/operations.md's deploy command, the bench and the soak): its V8 heap
// limit and the preload that admits its requests per event-loop turn (scripts/admission.mjs).
//
// Node's default limit grows with the machine's memory (4 GB on a 24 GB machine), and
// from ~2 GB up V8 lets the heap grow to about four times what is live before it
// collects: after 20 s of load the console held 336 MB of heap, 61 MB of it live after a
// full GC (bench/lib/memory-probe.ts, 2026-11-25). Under that size V8 grows by ~1.3–2×:
// with 512 MB the same load left 129 MB of heap and 301 MB resident instead of 535 MB,
// at the same requests a second. 512 MB holds the 100,000-recipient campaign read cold
// (+90 MB at its peak) beside full caches (server/memory/byte-budgets.ts, ~80 MB).
export const HEAP_LIMIT_MB = 512;

/** Node flags for the console process: the heap limit, unless NODE_OPTIONS sets its own. */
export function heapArgs(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return /--max-old-space-size\b/.test(nodeOptions)
    ? []
    : [`--max-old-space-size=${HEAP_LIMIT_MB}`];
}

/** scripts/admission-preload.mjs, which node loads (--import) before Next starts its server. */
export const ADMISSION_PRELOAD = fileURLToPath(
  new URL("../scripts/admission-preload.mjs", import.meta.url),
);

/** Node flags for the console process: the heap limit (as heapArgs) and the admission preload. */
export function consoleNodeArgs(nodeOptions = process.env.NODE_OPTIONS ?? "") {
  return [...heapArgs(nodeOptions), "--import", pathToFileURL(ADMISSION_PRELOAD).href];
}
