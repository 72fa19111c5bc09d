import type { Campaign } from "./viber";

/**
 * What the console's overview routes answer (server/overview builds them, the
 * overview's tiles read them through lib/queries/overview.ts).
 */

/** GET /api/overview/campaigns */
export interface CampaignActivity {
  /** the newest campaigns (their counters are read by the page, row by row) */
  latest: Campaign[];
  sendingNow: Campaign[];
  /** campaigns in moderation or approved and waiting for their send date, among the newest */
  waiting: Campaign[];
  /** waiting.length (kept for older pages) */
  scheduled: number;
}

/** GET /api/overview/email */
export interface EmailActivity {
  /**
   * the last 7 days in the account's timezone, oldest first: opens and clicks as
   * the upstream counts them; machineOpens / machineClicks: how many of those a
   * machine made (lib/email/machine-activity.ts)
   */
  days: {
    date: string;
    sent: number;
    opens: number;
    clicks: number;
    machineOpens: number;
    machineClicks: number;
  }[];
  today: string;
  /** false when the account sent more than the overview counts (figures are lower bounds) */
  complete: boolean;
}
