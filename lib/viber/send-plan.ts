import { isQuietAt, isQuietMinute, minutesOf, type QuietHours } from "@/lib/schemas/local-hours";
import {
  approximateCountries,
  localTimeGroups,
  quietAt,
  quietMovedGroups,
  type SendGroup,
} from "@/lib/schemas/viber/zone-groups";

/**
 * How a campaign goes out, as the composer shows it and the server makes it:
 * one upstream campaign (`groups: null`), or one per send group — at a local
 * time in each recipient's zone, or at one time with the recipients inside
 * quiet hours moved to when those end where they are.
 */
export type Delivery =
  { mode: "local"; date: string; time: string } | { mode: "quiet-moved"; at: number };

export interface SendPlan {
  /** null: one campaign at one time */
  groups: SendGroup[] | null;
  /** recipients the chosen time reaches inside quiet hours (before any move) */
  quiet: { count: number; zones: { zone: string; local: string; n: number }[] };
  /** countries whose zone here is only their most populous one's */
  approximate: string[];
  /** groups whose time has passed */
  past: SendGroup[];
}

export interface PlanInput {
  phones: readonly string[];
  /** the account's zone: numbers of no country go by it */
  timeZone: string;
  quiet: QuietHours;
  now: number;
}

/** A local-time send: one group per zone; quiet counts those whose hour is quiet there. */
export function localPlan(date: string, time: string, input: PlanInput): SendPlan | null {
  const groups = localTimeGroups(input.phones, { date, time, fallbackZone: input.timeZone });
  if (!groups) return null;
  const quiet = groups.filter((g) => isQuietAt(g.sendAt, g.zone!, input.quiet));
  return {
    groups,
    quiet: {
      count: quiet.reduce((n, g) => n + g.phones.length, 0),
      zones: quiet.map((g) => ({ zone: g.zone!, local: time, n: g.phones.length })),
    },
    approximate: approximateCountries(groups),
    past: groups.filter((g) => g.sendAt < input.now),
  };
}

/** A send at one instant: quiet hours counted, and the groups if they are to be moved. */
export function oneTimePlan(at: number, move: boolean, input: PlanInput): SendPlan {
  const quiet = quietAt(input.phones, at, input.quiet, input.timeZone);
  const groups =
    move && quiet.count > 0
      ? quietMovedGroups(input.phones, at, input.quiet, input.timeZone)
      : null;
  return {
    groups,
    quiet,
    approximate: groups ? approximateCountries(groups) : [],
    past: at < input.now ? (groups ?? []) : [],
  };
}

export function planFor(delivery: Delivery, input: PlanInput): SendPlan | null {
  return delivery.mode === "local"
    ? localPlan(delivery.date, delivery.time, input)
    : oneTimePlan(delivery.at, true, input);
}

/** Whether a local time of day is itself inside quiet hours (then every recipient is). */
export const quietLocalTime = (time: string, quiet: QuietHours) =>
  isQuietMinute(minutesOf(time), quiet);
