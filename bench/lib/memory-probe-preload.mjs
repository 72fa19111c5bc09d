// Loaded with `node --import` into the console by bench/lib/memory-probe.ts (never by
// the console itself): a side server on 127.0.0.1 that reports this process's memory
// (process.memoryUsage(), V8 heap spaces, /proc/self/status, PGlite's WASM memory),
// runs a full GC, and writes heap snapshots. Each process that loads it writes
// `<dir>/<pid>.port`, so the probe can find the process that serves.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import v8 from "node:v8";

const dir = process.env.MEMORY_PROBE_DIR;
if (dir) {
  const status = () => {
    const out = {};
    for (const line of fs.readFileSync("/proc/self/status", "utf8").split("\n")) {
      const m = /^(Vm\w+|Rss\w+):\s+(\d+) kB/.exec(line);
      if (m) out[m[1]] = Number(m[2]) * 1024;
    }
    return out;
  };
  const pgliteMemory = async () => {
    const handle = await globalThis.__consoleDb?.catch(() => undefined);
    const client = handle?.db?.$client;
    const heap = client?.mod?.HEAPU8 ?? client?.mod?.wasmMemory?.buffer;
    return heap ? heap.byteLength : null;
  };
  const server = http.createServer(async (req, res) => {
    try {
      let body;
      if (req.url === "/gc") {
        if (global.gc) global.gc();
        body = { gc: Boolean(global.gc) };
      } else if (req.url.startsWith("/snapshot")) {
        const file = path.join(dir, `${process.pid}-${Date.now()}.heapsnapshot`);
        v8.writeHeapSnapshot(file);
        body = { file };
      } else {
        body = {
          pid: process.pid,
          memoryUsage: process.memoryUsage(),
          status: status(),
          heapSpaces: Object.fromEntries(
            v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]),
          ),
          heapSpacesCommitted: Object.fromEntries(
            v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]),
          ),
          heapLimit: v8.getHeapStatistics().heap_size_limit,
          pgliteWasmBytes: await pgliteMemory(),
          execArgv: process.execArgv,
          argv: process.argv.slice(1, 3),
        };
      }
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(body));
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err && err.stack));
    }
  });
  server.unref();
  server.listen(0, "127.0.0.1", () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${process.pid}.port`), String(server.address().port));
  });
}
