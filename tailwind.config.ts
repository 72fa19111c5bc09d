import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

import { themeTokens } from "./lib/theme-tokens";

const statusNames = Object.keys(themeTokens.status) as (keyof typeof themeTokens.status)[];

function cssVariables(mode: "light" | "dark"): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const name of statusNames) vars[`--status-${name}`] = themeTokens.status[name][mode];
  themeTokens.chart.forEach((c, i) => (vars[`--chart-${i + 1}`] = c[mode]));
  return vars;
}

/**
 * Theme tokens → CSS variables (`:root` light, `.dark` dark) and Tailwind colours
 * (`bg-status-success`, `text-chart-2`, …). Loaded from app/globals.css with @config.
 */
export default {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        status: Object.fromEntries(statusNames.map((n) => [n, `var(--status-${n})`])),
        chart: Object.fromEntries(
          themeTokens.chart.map((_, i) => [String(i + 1), `var(--chart-${i + 1})`]),
        ),
      },
    },
  },
  plugins: [
    plugin((api) => {
      api.addBase({ ":root": cssVariables("light"), ".dark": cssVariables("dark") });
    }),
  ],
} satisfies Config;
