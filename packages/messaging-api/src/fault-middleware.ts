import type { ServerResponse } from "node:http";

import type { CallRecord } from "./control";
import type { Faults } from "./faults";
import { ApiError } from "./http";
import { send } from "./respond";

/** Before routing: true when a fault answered the request; bursts are thrown as ApiErrors. */
export async function injectFault(
  faults: Faults,
  path: string,
  res: ServerResponse,
  record: CallRecord,
): Promise<boolean> {
  const delay = faults.latency(path, record.method);
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));

  const fault = faults.take(path, record.method);
  switch (fault?.kind) {
    case undefined:
      return false;
    case "drop":
      record.status = -1;
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "4096" });
      res.write('{"result": true, "data": [');
      setTimeout(() => res.destroy(), 5);
      return true;
    case "malformed":
      record.status = 200;
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end('{"result": tru<html>');
      return true;
    case "reply":
      record.status = fault.status;
      send(res, fault.status, fault.body ?? null);
      return true;
    case "error":
      throw new ApiError(fault.status, "Service temporarily unavailable", fault.status);
    case "rate-limit":
      throw new ApiError(
        429,
        "More than 10 requests per second",
        2020202020,
        fault.retryAfter === null ? {} : { "Retry-After": String(fault.retryAfter) },
      );
  }
}
