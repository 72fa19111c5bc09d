"use client";

import { useMemo } from "react";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";

import { useAccount } from "@/components/account/account-context";
import { chartColor, ChartFrame, chartStyle } from "@/components/charts/chart-frame";
import { formatNumber } from "@/lib/format";
import type { TimelinePoint } from "@/lib/schemas/resources";
import { statusColor } from "@/lib/theme-tokens";

const SERIES = [
  { key: "sent", name: "Sent", color: chartColor(0) },
  { key: "delivered", name: "Delivered", color: chartColor(1) },
  { key: "read", name: "Read", color: chartColor(2) },
  { key: "clicked", name: "Clicked", color: chartColor(3) },
  { key: "failed", name: "Not delivered or failed", color: statusColor("danger") },
] as const;

type Key = (typeof SERIES)[number]["key"];

/** Running totals per bucket, so each line ends at the campaign's count. */
export function cumulative(points: TimelinePoint[]): TimelinePoint[] {
  const run: Record<Key, number> = { sent: 0, delivered: 0, read: 0, clicked: 0, failed: 0 };
  return points.map((p) => {
    for (const s of SERIES) run[s.key] += p[s.key];
    return { at: p.at, ...run };
  });
}

const bucketWords = (minutes: number) =>
  minutes % 1440 === 0
    ? `${minutes / 1440}-day`
    : minutes % 60 === 0
      ? `${minutes / 60}-hour`
      : `${minutes}-minute`;

/** Delivery over time (downsampled on the server to at most 2,000 points). */
export function TimelineChart({
  points,
  bucketMinutes,
  loading = false,
  failed = false,
  clickable = true,
  className,
}: {
  points: TimelinePoint[];
  bucketMinutes: number;
  loading?: boolean;
  /** false: a message with no button, where there is nothing to click */
  clickable?: boolean;
  /** the recipients could not be read */
  failed?: boolean;
  className?: string;
}) {
  const { timeZone } = useAccount();
  const data = useMemo(() => cumulative(points), [points]);
  const series = clickable ? SERIES : SERIES.filter((s) => s.key !== "clicked");
  const first = data[0];
  const last = data.at(-1);
  const sameDay = first && last && first.at.slice(0, 10) === last.at.slice(0, 10);
  const tick = (at: string) => (sameDay ? at.slice(11) : at.slice(5));
  const summary =
    first && last
      ? `From ${first.at} to ${last.at} ${timeZone}, in ${bucketWords(bucketMinutes)} steps: ${series
          .map((s) => `${s.name.toLowerCase()} ${formatNumber(last[s.key])}`)
          .join(", ")}.`
      : "Nothing sent yet.";
  return (
    <ChartFrame
      title="Delivery over time"
      description={`Running totals in ${bucketWords(bucketMinutes)} steps (${timeZone}): sent and delivered by send date; read, clicked and failed by last update.`}
      summary={summary}
      height={300}
      className={className}
      loading={loading}
      empty={
        failed
          ? "The recipients could not be read."
          : data.length === 0
            ? "Nothing sent yet."
            : null
      }
    >
      <LineChart
        accessibilityLayer={false}
        data={data}
        margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...chartStyle.grid} />
        <XAxis dataKey="at" tickFormatter={tick} minTickGap={32} {...chartStyle.axis} />
        <YAxis
          width={56}
          tickFormatter={(v: number) => formatNumber(v)}
          allowDecimals={false}
          {...chartStyle.axis}
        />
        <Tooltip
          {...chartStyle.tooltip}
          cursor={{ stroke: "var(--border)" }}
          labelFormatter={(at) => `${typeof at === "string" ? at : ""} ${timeZone}`}
          formatter={(value, name) => [formatNumber(Number(value)), name]}
        />
        <Legend
          itemSorter={null}
          iconType="plainline"
          wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }}
        />
        {series.map((s) => (
          <Line
            key={s.key}
            dataKey={s.key}
            name={s.name}
            type="monotone"
            stroke={s.color}
            strokeWidth={2}
            dot={false}
            isAnimationActive={chartStyle.animation}
          />
        ))}
      </LineChart>
    </ChartFrame>
  );
}
