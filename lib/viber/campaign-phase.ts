import { parseUpstreamDate } from "@messaging-console/contract/upstream-date";

import type { CampaignStatistics } from "@/lib/schemas/resources";

import { isCampaignLive } from "./statuses";

/**
 * Deliveries and reads arrive after `sent` while the message lives: until `message_live_time`
 * past the end of the sending window (send date + `stretch_time` + SENDING_SLACK_MS).
 * Without a live time, the contract's longest, 24 hours.
 */
export const SENDING_SLACK_MS = 15 * 60_000;
const LONGEST_LIVE_TIME_S = 86_400;

export type CampaignPhase =
  { kind: "live" } | { kind: "settling"; until: number } | { kind: "final"; since: number };

/** null when its dates cannot be read */
export function figuresFinalAt(
  c: Pick<CampaignStatistics, "send_date" | "created" | "stretch_time" | "message_live_time">,
  timeZone: string,
): number | null {
  const sendAt = parseUpstreamDate(c.send_date, timeZone);
  const createdAt = parseUpstreamDate(c.created, timeZone);
  const start = Math.max(sendAt ?? -Infinity, createdAt ?? -Infinity);
  if (!Number.isFinite(start)) return null;
  const stretchMs = Math.max(0, c.stretch_time || 0) * 3_600_000;
  const liveMs = (c.message_live_time ?? LONGEST_LIVE_TIME_S) * 1000;
  return start + stretchMs + SENDING_SLACK_MS + liveMs;
}

export function campaignPhase(
  c: Pick<
    CampaignStatistics,
    "status" | "send_date" | "created" | "stretch_time" | "message_live_time"
  >,
  now: number,
  timeZone: string,
): CampaignPhase {
  if (isCampaignLive(c.status)) return { kind: "live" };
  const until = figuresFinalAt(c, timeZone);
  // dates that cannot be read: keep watching for a day rather than call it final
  if (until === null) return { kind: "settling", until: now + LONGEST_LIVE_TIME_S * 1000 };
  return now < until ? { kind: "settling", until } : { kind: "final", since: until };
}
