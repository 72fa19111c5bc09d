import type { CampaignCounters } from "@/lib/schemas/resources";

/** null when the base is zero, so "no rate yet" is not shown as 0 %. */
export interface CampaignRates {
  delivery: number | null;
  read: number | null;
  clickthrough: number | null;
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

/** Without "clicked" for a message with nothing to click. */
export function campaignFunnel(c: CampaignCounters, clickable = true) {
  const steps = [
    { step: "Sent", count: c.sent },
    { step: "Delivered", count: c.delivered },
    { step: "Read", count: c.read },
    ...(clickable ? [{ step: "Clicked", count: c.redirected }] : []),
  ];
  return steps.map((s) => ({ ...s, share: ratio(s.count, c.sent) }));
}

/** a finished campaign still gets reads and clicks for a while */
export function countersChanged(a: CampaignCounters | undefined, b: CampaignCounters): boolean {
  if (!a) return false;
  return (Object.keys(b) as (keyof CampaignCounters)[]).some((k) => a[k] !== b[k]);
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "—";
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const h = Math.floor(minutes / 60);
  const min = minutes % 60;
  if (h === 0) return `${min} min`;
  return min === 0 ? `${h} h` : `${h} h ${min} min`;
}
