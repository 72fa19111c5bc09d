import { z } from "zod";

import { CLOCK_TIME } from "@/lib/schemas/local-hours";

const clock = z.string().regex(CLOCK_TIME, "A time of day as HH:MM (00:00 to 23:59)");

/**
 * The account's quiet hours in recipients' own time (PUT /api/settings/quiet-hours):
 * the composer warns before scheduling a send that reaches anyone inside them.
 */
export const quietHoursSchema = z
  .object({ enabled: z.boolean(), start: clock, end: clock })
  .refine((q) => !q.enabled || q.start !== q.end, {
    message: "Quiet hours start and end at different times",
    path: ["end"],
  });
export type QuietHoursSetting = z.output<typeof quietHoursSchema>;
