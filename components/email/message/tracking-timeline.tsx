"use client";

import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

import { chartColor, ChartFrame, chartStyle } from "@/components/charts/chart-frame";
import { trackingTimeline } from "@/lib/email/tracking";
import { countOf } from "@/lib/format";
import type { ClientInfo, LinkClick } from "@/lib/schemas/resources";

/** The bars, each series' key and name, in the theme's chart colours. */
const SERIES = { opens: "Opens", clicks: "Clicks" } as const;

/** Opens and clicks over time, per hour or per day, from the send date on. */
export function TrackingTimeline({
  opens,
  clicks,
  sentAt,
  zone,
}: {
  opens: ClientInfo[];
  clicks: LinkClick[];
  sentAt: string;
  zone: string;
}) {
  const { unit, points } = trackingTimeline(opens, clicks, sentAt);
  const busiest = points.reduce(
    (best, p) => (p.opens + p.clicks > best.opens + best.clicks ? p : best),
    {
      label: "",
      opens: 0,
      clicks: 0,
    },
  );
  const summary = points.length
    ? `${countOf(opens.length, "open", "opens")} and ${countOf(clicks.length, "click", "clicks")} (by people and machines) between ${points[0]?.label} and ${points.at(-1)?.label} (${zone}), per ${unit}; the busiest ${unit} was ${busiest.label} with ${countOf(busiest.opens, "open", "opens")} and ${countOf(busiest.clicks, "click", "clicks")}.`
    : "No opens or clicks yet.";
  return (
    <ChartFrame
      title="Opens and clicks over time"
      description={`Per ${unit}, ${zone}, from the moment it was sent; every open and click, machines' included`}
      summary={summary}
      empty={points.length ? null : "No opens or clicks yet"}
      height={240}
    >
      <BarChart
        accessibilityLayer={false}
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid {...chartStyle.grid} />
        <XAxis
          dataKey="label"
          {...chartStyle.axis}
          minTickGap={24}
          tickFormatter={(l: string) => l.slice(5)}
        />
        <YAxis {...chartStyle.axis} allowDecimals={false} width={40} />
        <Tooltip {...chartStyle.tooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {Object.entries(SERIES).map(([key, name], i) => (
          <Bar
            key={key}
            dataKey={key}
            name={name}
            fill={chartColor(i)}
            radius={[3, 3, 0, 0]}
            isAnimationActive={chartStyle.animation}
          />
        ))}
      </BarChart>
    </ChartFrame>
  );
}
