/**
 * The campaign charts' heights (px), declared once: their placeholders' while
 * recharts loads, and the loaded cards' least height (ChartFrame's `reserve`).
 */
export const CAMPAIGN_CHART_HEIGHT = { funnel: 333, status: 333, timeline: 373 } as const;
