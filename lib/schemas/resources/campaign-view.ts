import type { CampaignStatistics, Recipient } from "./viber";

/** counts, not cumulative */
export interface TimelinePoint {
  /** in the account's timezone */
  at: string;
  /** by send date; read, clicked and failed by last update */
  sent: number;
  delivered: number;
  read: number;
  clicked: number;
  failed: number;
}

export interface MoneyAmount {
  currency: string;
  amount: number;
}

export interface RecipientsSummary {
  total: number;
  /** unknown statuses kept as they come */
  byStatus: Record<string, number>;
  cost: MoneyAmount[];
}

export interface CampaignDetail {
  campaign: CampaignStatistics;
  /** null when not asked for or unreadable */
  recipients: RecipientsSummary | null;
  timeline: TimelinePoint[];
  bucketMinutes: number;
  /** read with `campaign`, so counters, charts and table agree; null without a summary */
  asOf: string | null;
}

export interface RecipientPage {
  items: Recipient[];
  total: number;
  cost: MoneyAmount[];
  asOf: string;
}
