/**
 * Each status colour as the colour of words: mixed with the foreground until it
 * reads well on the page's background (a badge's, a notice's or a verdict's text).
 */
export const statusText = {
  success: "text-[color-mix(in_oklch,var(--status-success),var(--foreground)_35%)]",
  warning: "text-[color-mix(in_oklch,var(--status-warning),var(--foreground)_45%)]",
  danger: "text-[color-mix(in_oklch,var(--status-danger),var(--foreground)_30%)]",
  info: "text-[color-mix(in_oklch,var(--status-info),var(--foreground)_30%)]",
  neutral: "text-[color-mix(in_oklch,var(--status-neutral),var(--foreground)_40%)]",
} as const;
