"use client";

import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";

import { chartColor, chartStyle } from "@/components/charts/chart-frame";
import { formatNumber } from "@/lib/format";
import type { EmailActivity } from "@/lib/schemas/resources";

const LINES = [
  ["opens", "Opens by people"],
  ["clicks", "Clicks by people"],
] as const;

/** Sent per day as bars, people's opens and clicks as lines (loaded on demand: recharts is large). */
export default function EmailActivityChart({ days }: { days: EmailActivity["days"] }) {
  return (
    <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
      <CartesianGrid {...chartStyle.grid} />
      <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} {...chartStyle.axis} />
      <YAxis tickFormatter={(n: number) => formatNumber(n)} width={56} {...chartStyle.axis} />
      <Tooltip {...chartStyle.tooltip} formatter={(v) => formatNumber(Number(v))} />
      <Legend wrapperStyle={{ fontSize: 12 }} />
      <Bar
        dataKey="sent"
        name="Sent"
        fill={chartColor(0)}
        radius={[3, 3, 0, 0]}
        isAnimationActive={chartStyle.animation}
      />
      {LINES.map(([dataKey, name], i) => (
        <Line
          key={dataKey}
          dataKey={dataKey}
          name={name}
          stroke={chartColor(i + 1)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={chartStyle.animation}
        />
      ))}
    </ComposedChart>
  );
}
