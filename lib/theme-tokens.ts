/** Defined once: CSS variables, Tailwind colours and charts, so a chart and a badge always match. */
export const themeTokens = {
  status: {
    success: { light: "oklch(0.56 0.15 150)", dark: "oklch(0.72 0.16 150)" },
    warning: { light: "oklch(0.66 0.16 70)", dark: "oklch(0.80 0.15 80)" },
    danger: { light: "oklch(0.55 0.21 27)", dark: "oklch(0.70 0.19 25)" },
    info: { light: "oklch(0.55 0.17 250)", dark: "oklch(0.72 0.14 250)" },
    neutral: { light: "oklch(0.55 0.02 260)", dark: "oklch(0.70 0.02 260)" },
  },
  chart: [
    { light: "oklch(0.55 0.17 250)", dark: "oklch(0.70 0.15 250)" },
    { light: "oklch(0.60 0.15 160)", dark: "oklch(0.74 0.15 160)" },
    { light: "oklch(0.68 0.16 70)", dark: "oklch(0.80 0.15 80)" },
    { light: "oklch(0.58 0.20 300)", dark: "oklch(0.72 0.17 300)" },
    { light: "oklch(0.60 0.20 25)", dark: "oklch(0.72 0.18 25)" },
    { light: "oklch(0.60 0.10 200)", dark: "oklch(0.75 0.10 200)" },
  ],
} as const;

export type StatusTone = keyof typeof themeTokens.status;

export function statusColor(tone: StatusTone): string {
  return `var(--status-${tone})`;
}

export function chartColor(index: number): string {
  return `var(--chart-${(index % themeTokens.chart.length) + 1})`;
}
