import "server-only";

import { registerJob, scheduleJob } from "@/server/jobs/runner";

import { releaseDue } from "./release";
import { reportReleased } from "./tell";

/**
 * Once a minute, on one instance (pg-boss sends each cron slot once): held
 * campaigns due within the lead go upstream, and those whose time passed while
 * awaiting approval expire. After a restart the first run sends what was missed.
 */
export const RELEASE_JOB = "held-campaigns-release";

registerJob(RELEASE_JOB, async () => {
  await reportReleased(await releaseDue());
});
scheduleJob(RELEASE_JOB, "* * * * *");
