import type { CampaignStatistics, Recipient } from "./viber";

/**
 * What the console's campaign routes add on top of the upstream's records: the
 * recipients summarised, a delivery timeline and pages of recipients. The route
 * handlers build these; the campaign page reads them.
 */

/** One time bucket of a campaign's delivery (counts of recipients, not cumulative). */
export interface TimelinePoint {
  /** bucket start, `YYYY-MM-DD HH:MM` in the account's timezone */
  at: string;
  /** recipients sent in this bucket (by send date) */
  sent: number;
  /** of those, delivered (delivery follows sending within a minute) */
  delivered: number;
  /** recipients whose message was read in this bucket (by last update) */
  read: number;
  /** recipients who followed the button in this bucket (by last update) */
  clicked: number;
  /** not delivered or failed in this bucket (by last update) */
  failed: number;
}

export interface MoneyAmount {
  currency: string;
  amount: number;
}

export interface RecipientsSummary {
  total: number;
  /** recipient status → number of recipients (unknown statuses kept as they come) */
  byStatus: Record<string, number>;
  cost: MoneyAmount[];
}

/** GET /api/viber/campaigns/[id] */
export interface CampaignDetail {
  campaign: CampaignStatistics;
  /** null when not asked for (`summary=false`) or when the recipients could not be read */
  recipients: RecipientsSummary | null;
  /** at most 2,000 points */
  timeline: TimelinePoint[];
  /** width of one timeline bucket in minutes */
  bucketMinutes: number;
  /**
   * When the recipients behind `recipients` and `timeline` were read (ISO); the
   * `campaign` beside them was read with them, so counters, charts and table agree.
   * null without a summary.
   */
  asOf: string | null;
}

/** GET /api/viber/campaigns/[id]/recipients */
export interface RecipientPage {
  items: Recipient[];
  /** recipients matching the filters */
  total: number;
  /** what the matching recipients cost, per currency */
  cost: MoneyAmount[];
  /** when these recipients were read from the Messaging API (ISO) */
  asOf: string;
}
