/**
 * The bounce charts' height (px), declared once: a ChartFrame's 260 px plot and its
 * card's title, text and padding. Their placeholders take it while recharts loads,
 * and the loaded cards as their least height (ChartFrame's `reserve`).
 */
export const BOUNCE_CHART_HEIGHT = 368;
