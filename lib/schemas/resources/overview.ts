import type { Campaign } from "./viber";

export interface CampaignActivity {
  /** their counters are read by the page, row by row */
  latest: Campaign[];
  sendingNow: Campaign[];
  waiting: Campaign[];
  /** kept for older pages */
  scheduled: number;
}

export interface EmailActivity {
  /** the last 7 days, oldest first; machine*: how many a machine made (lib/email/machine-activity.ts) */
  days: {
    date: string;
    sent: number;
    opens: number;
    clicks: number;
    machineOpens: number;
    machineClicks: number;
  }[];
  today: string;
  /** false: figures are lower bounds */
  complete: boolean;
}
