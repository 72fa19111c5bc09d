/**
 * The opens-and-clicks chart's height (px), declared once: its placeholder's while
 * recharts loads, and the loaded card's least height (ChartFrame's `reserve`).
 */
export const TRACKING_TIMELINE_HEIGHT = 335;
