import type { CampaignCounters } from "@/lib/schemas/resources";

/**
 * A campaign's conversion rates from its six counters, as fractions (null when
 * the base is zero, so "no rate yet" is not shown as 0 %).
 */
export interface CampaignRates {
  /** delivered / sent */
  delivery: number | null;
  /** read / delivered */
  read: number | null;
  /** clickthroughs / read */
  clickthrough: number | null;
  /** undelivered / sent */
  undelivered: number | null;
  /** errors / (sent + errors): errors were never sent */
  error: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function campaignRates(c: CampaignCounters): CampaignRates {
  return {
    delivery: ratio(c.delivered, c.sent),
    read: ratio(c.read, c.delivered),
    clickthrough: ratio(c.redirected, c.read),
    undelivered: ratio(c.undelivered, c.sent),
    error: ratio(c.errors, c.sent + c.errors),
  };
}

/**
 * The funnel sent → delivered → read → clicked, each step with its share of sent;
 * without "clicked" for a message with nothing to click (no button).
 */
export function campaignFunnel(c: CampaignCounters, clickable = true) {
  const steps = [
    { step: "Sent", count: c.sent },
    { step: "Delivered", count: c.delivered },
    { step: "Read", count: c.read },
    ...(clickable ? [{ step: "Clicked", count: c.redirected }] : []),
  ];
  return steps.map((s) => ({ ...s, share: ratio(s.count, c.sent) }));
}

/** Whether any counter differs (a finished campaign still gets reads and clicks for a while). */
export function countersChanged(a: CampaignCounters | undefined, b: CampaignCounters): boolean {
  if (!a) return false;
  return (Object.keys(b) as (keyof CampaignCounters)[]).some((k) => a[k] !== b[k]);
}

/** A duration in seconds as hours and minutes, e.g. 5400 → "1 h 30 min". */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "—";
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  if (h === 0) return `${min} min`;
  return min === 0 ? `${h} h` : `${h} h ${min} min`;
}
