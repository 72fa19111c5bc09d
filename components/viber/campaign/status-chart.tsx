"use client";

import { Legend, Pie, PieChart, Tooltip } from "recharts";

import { ChartFrame, chartStyle } from "@/components/charts/chart-frame";
import { countOf, formatNumber } from "@/lib/format";
import { orderedStatuses, recipientStatusColor, recipientStatusLook } from "@/lib/viber/statuses";

/** Where the campaign's recipients are now, by status. */
export function StatusChart({
  byStatus,
  loading = false,
}: {
  /** null: the recipients could not be read */
  byStatus: Record<string, number> | null;
  loading?: boolean;
}) {
  const entries = orderedStatuses(byStatus ?? {});
  const total = entries.reduce((n, [, count]) => n + count, 0);
  const data = entries.map(([status, count]) => ({
    name: recipientStatusLook(status).label,
    count,
    fill: recipientStatusColor(status),
  }));
  const summary =
    total === 0
      ? "No recipients yet."
      : `${countOf(total, "recipient", "recipients")}: ${data
          .map(
            (d) => `${d.name} ${formatNumber(d.count)} (${((d.count / total) * 100).toFixed(1)}%)`,
          )
          .join(", ")}.`;
  return (
    <ChartFrame
      title="Recipients by status"
      description="Where every recipient's message is now"
      summary={summary}
      loading={loading}
      empty={
        byStatus === null
          ? "The recipients could not be read."
          : total === 0
            ? "No recipients yet: they appear when sending starts."
            : null
      }
    >
      <PieChart accessibilityLayer={false} margin={{ top: 0, right: 0, bottom: 0, left: 0 }}>
        <Pie
          data={data}
          dataKey="count"
          nameKey="name"
          innerRadius="52%"
          outerRadius="80%"
          paddingAngle={1}
          stroke="var(--card)"
          rootTabIndex={-1}
          isAnimationActive={chartStyle.animation}
        />
        <Tooltip
          {...chartStyle.tooltip}
          formatter={(value, name) => [formatNumber(Number(value)), name]}
        />
        <Legend
          itemSorter={null}
          verticalAlign="bottom"
          iconType="circle"
          iconSize={8}
          wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }}
        />
      </PieChart>
    </ChartFrame>
  );
}
