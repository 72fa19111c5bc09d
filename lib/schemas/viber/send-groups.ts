import { viberCampaignCreateSchema } from "@messaging-console/contract/viber/campaign";
import { z } from "zod";

import { CLOCK_TIME } from "@/lib/schemas/local-hours";
import type { RecipientPage, RecipientsSummary } from "@/lib/schemas/resources/campaign-view";
import type { CampaignCounters } from "@/lib/schemas/resources/viber";

/**
 * POST /api/viber/campaigns/groups: one campaign sent as several upstream
 * campaigns — at a local time in each recipient's zone, or at its own time with
 * the recipients inside quiet hours moved — kept in the console until each is due.
 */
export const sendGroupsCreateSchema = z.object({
  campaign: viberCampaignCreateSchema.refine((c) => (c.recipients?.length ?? 0) > 0, {
    message: "Sending at recipients' own times needs a list of phone numbers",
    path: ["recipients"],
  }),
  delivery: z.discriminatedUnion("mode", [
    z.object({
      mode: z.literal("local"),
      date: z.iso.date({ error: "A date as YYYY-MM-DD" }),
      time: z.string().regex(CLOCK_TIME, "A time of day as HH:MM"),
    }),
    // the campaign's own send_date, with quiet hours' recipients moved
    z.object({ mode: z.literal("quiet-moved") }),
  ]),
});
export type SendGroupsCreate = z.output<typeof sendGroupsCreateSchema>;

export const batchParams = z.object({ batch: z.uuid({ error: "Not a campaign's id" }) });

/** One send group of a console campaign, as its page shows it. */
export interface SendGroupView {
  id: number;
  /** null: several zones at the campaign's own time */
  zone: string | null;
  countries: string[];
  /** ISO */
  sendAt: string;
  recipients: number;
  /** the held campaign's status: held, sending, sent, failed, cancelled… */
  status: string;
  upstreamId: number | null;
  error: string | null;
  late: boolean;
}

export interface SendGroupsView {
  batchId: string;
  name: string;
  groups: SendGroupView[];
  /** the groups sent upstream, their counters summed (null before any went) */
  figures: CampaignCounters | null;
}

/** Every sent group's recipients as one list: a page, and the whole list's summary. */
export interface BatchRecipientPage extends RecipientPage {
  summary: RecipientsSummary;
}
