import "server-only";

import { registerJob, scheduleJob } from "@/server/jobs/runner";

import { releaseDue } from "./release";

/**
 * Once a minute, across all instances once: the held campaigns (local-time
 * groups, campaigns kept until their time) due within the lead go upstream.
 */
const RELEASE = "held-campaigns.release";

registerJob(RELEASE, async () => {
  const run = await releaseDue();
  if (run.failed.length)
    console.warn(`[held-campaigns] ${run.failed.length} not created upstream this run`);
});
scheduleJob(RELEASE, "* * * * *");
