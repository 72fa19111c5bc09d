"use client";

import { useMemo } from "react";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

import { ChartFrame, chartStyle } from "@/components/charts/chart-frame";
import { bouncesPerHour, bouncesPerReason, type ExplainedBounce } from "@/lib/email/bounce-stats";
import { statusColor } from "@/lib/theme-tokens";

/** Both charts stack hard over soft bounces (direct children of the chart, as recharts wants). */
const hardAndSoftBars = [
  { kind: "hard", name: "Hard", fill: statusColor("danger") },
  { kind: "soft", name: "Soft", fill: statusColor("warning") },
].map(({ kind, name, fill }) => (
  <Bar
    key={kind}
    dataKey={kind}
    name={name}
    stackId="kind"
    fill={fill}
    isAnimationActive={chartStyle.animation}
  />
));

/** Bounces per hour (hard and soft stacked) and per reason, for the bounces in view. */
export function BounceCharts({
  bounces,
  timeZone,
  loadedAt,
}: {
  bounces: ExplainedBounce[] | undefined;
  timeZone: string;
  loadedAt: number | undefined;
}) {
  const hours = useMemo(
    () => (bounces ? bouncesPerHour(bounces, timeZone, loadedAt) : []),
    [bounces, timeZone, loadedAt],
  );
  const reasons = useMemo(
    () =>
      (bounces ? bouncesPerReason(bounces) : []).map((r) => ({
        reason: r.reason,
        hard: r.kind === "hard" ? r.count : 0,
        soft: r.kind === "soft" ? r.count : 0,
      })),
    [bounces],
  );
  const loading = bounces === undefined;
  const empty = bounces?.length === 0 ? "No bounces to draw" : null;
  const busiest = hours.reduce(
    (top, h) => (h.hard + h.soft > top.hard + top.soft ? h : top),
    hours[0] ?? { label: "", hard: 0, soft: 0 },
  );
  const hourSummary = `${bounces?.length ?? 0} bounces over the last 24 hours; the busiest hour was ${busiest.label} with ${busiest.hard} hard and ${busiest.soft} soft.`;
  const reasonSummary = reasons
    .map((r) => `${r.reason}: ${r.hard + r.soft} (${r.hard ? "hard" : "soft"})`)
    .join("; ");
  const zone = timeZone === "UTC" ? "UTC" : timeZone;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartFrame
        title="Bounces per hour"
        description={`Last 24 hours, hours in ${zone}`}
        summary={hourSummary}
        loading={loading}
        empty={empty}
      >
        <BarChart
          data={hours}
          accessibilityLayer={false}
          margin={{ top: 4, right: 4, bottom: 0, left: -16 }}
        >
          <CartesianGrid {...chartStyle.grid} />
          <XAxis dataKey="label" {...chartStyle.axis} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} {...chartStyle.axis} />
          <Tooltip {...chartStyle.tooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {hardAndSoftBars}
        </BarChart>
      </ChartFrame>
      <ChartFrame
        title="Bounces by reason"
        description="What the receiving servers said, in plain words"
        summary={reasonSummary || "No bounces."}
        loading={loading}
        empty={empty}
        // one height, loading or loaded, however many reasons (the bars get thinner):
        // a height that followed the data moved the page when the bounces arrived
        // (CLS 0.06 in the bench's pages section)
      >
        <BarChart
          data={reasons}
          accessibilityLayer={false}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...chartStyle.grid} horizontal={false} vertical />
          <XAxis type="number" allowDecimals={false} {...chartStyle.axis} />
          <YAxis type="category" dataKey="reason" width={140} interval={0} {...chartStyle.axis} />
          <Tooltip {...chartStyle.tooltip} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {hardAndSoftBars}
        </BarChart>
      </ChartFrame>
    </div>
  );
}
