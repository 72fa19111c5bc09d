// Loaded with `node --import` into the console by bench/profile-cold-recipients.ts (never
// by the console itself): writes one line per event of the upstream client (undici's
// diagnostics channels) and of the console's HTTP server, with an epoch time in ms
// (sub-ms), the monotonic clock in µs (the CPU profile's clock) and the process's CPU
// time in ms, to COLD_TRACE_FILE.
import diagnostics from "node:diagnostics_channel";
import fs from "node:fs";

const file = process.env.COLD_TRACE_FILE;
if (file) {
  const log = (ev, detail) =>
    fs.appendFileSync(
      file,
      JSON.stringify({
        t: performance.timeOrigin + performance.now(),
        us: Number(process.hrtime.bigint() / 1000n),
        // this process's CPU time so far (user + system, ms): comparable under load
        cpu: (({ user, system }) => (user + system) / 1000)(process.cpuUsage()),
        ev,
        ...detail,
      }) + "\n",
    );
  const bytes = new WeakMap();
  const what = (r) => `${r.method} ${r.path}`;
  diagnostics.subscribe("undici:request:create", ({ request }) =>
    log("upstream sent", { what: what(request) }),
  );
  diagnostics.subscribe("undici:request:headers", ({ request, response }) =>
    log("upstream headers", { what: what(request), status: response.statusCode }),
  );
  diagnostics.subscribe("undici:request:trailers", ({ request }) =>
    log("upstream last byte", { what: what(request) }),
  );
  diagnostics.subscribe("http.server.request.start", ({ request, response }) => {
    const url = request.url;
    log("console request", { what: `${request.method} ${url}` });
    let first = true;
    const write = response.write;
    response.write = function (...args) {
      if (first) {
        first = false;
        log("console first write", { what: `${request.method} ${url}` });
      }
      return write.apply(this, args);
    };
    bytes.set(response, url);
  });
  diagnostics.subscribe("messaging-console:recipients-read", ({ id, rows }) =>
    log("recipients read", { what: `campaign ${id}: ${rows} rows` }),
  );
  diagnostics.subscribe("http.server.response.finish", ({ request }) =>
    log("console response done", { what: `${request.method} ${request.url}` }),
  );
}
