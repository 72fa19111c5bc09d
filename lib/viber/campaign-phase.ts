import type { CampaignStatistics } from "@/lib/schemas/resources";
import { parseUpstreamDate } from "@/lib/schemas/upstream-date";

import { isCampaignLive } from "./statuses";

/**
 * How long a sent campaign's figures can still move. Deliveries and reads keep
 * arriving after the status turns `sent`, for as long as the message lives on the
 * recipients' phones; only after that are the figures final.
 *
 * The message lives `message_live_time` seconds from when it went out, and the
 * last one goes out at the end of the sending window: the send date (or creation,
 * when later), plus `stretch_time` hours, plus {@link SENDING_SLACK_MS} for
 * moderation and the burst itself. A reply without a live time is taken at the
 * contract's longest, 24 hours.
 */
export const SENDING_SLACK_MS = 15 * 60_000;
const LONGEST_LIVE_TIME_S = 86_400;

export type CampaignPhase =
  /** in moderation, waiting or sending */
  | { kind: "live" }
  /** sent; deliveries and reads may still arrive until `until` (epoch ms) */
  | { kind: "settling"; until: number }
  /** sent, and the message's live time is over (since `since`, epoch ms) */
  | { kind: "final"; since: number };

/** The instant after which nothing about a sent campaign can change (epoch ms), or null when its dates cannot be read. */
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
