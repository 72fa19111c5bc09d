// A console for killed-worker.test.ts to kill -9 while it delivers: run with
// `node --conditions=react-server --import tsx` (server-only resolves to nothing there).
import { database } from "@/server/db/client";
import { startJobs } from "@/server/jobs/runner";

import "./delivery";

import { enqueueDelivery } from "./enqueue";

const { KILLED_WORKER_SCHEMA, KILLED_WORKER_ENDPOINT, KILLED_WORKER_EVENT } = process.env;
if (!KILLED_WORKER_SCHEMA || !KILLED_WORKER_ENDPOINT || !KILLED_WORKER_EVENT)
  throw new Error("KILLED_WORKER_SCHEMA, _ENDPOINT and _EVENT are needed");

// the test's end of stdin closes when it dies: no console outlives it
process.stdin.on("end", () => process.exit(1)).resume();

const handle = await database();
await startJobs({ url: handle.url, schema: KILLED_WORKER_SCHEMA }, 0.5);
await enqueueDelivery(Number(KILLED_WORKER_ENDPOINT), KILLED_WORKER_EVENT);
console.log("enqueued");
