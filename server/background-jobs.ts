import "server-only";

import { database } from "@/server/db/client";
import { startJobs } from "@/server/jobs/runner";

/**
 * Every module that registers jobs, imported for that effect before the queue
 * starts (a job's handler must be known to the instance that polls for it).
 */
import "@/server/watch/events";
import "@/server/webhooks/delivery";
import "@/server/watch/channels/console";
import "@/server/watch/channels/email";
import "@/server/watch/digest";
import "@/server/watch/checks";
import "@/server/held-campaigns/job";

/** Starts the job queue on the console database (server/startup.ts). */
export async function startBackgroundJobs(): Promise<void> {
  const handle = await database();
  await startJobs({ pglite: handle.pglite, url: handle.url });
}
