"use client";

import { Bar, BarChart, LabelList, Rectangle, Tooltip, XAxis, YAxis } from "recharts";

import { chartColor, ChartFrame, chartStyle } from "@/components/charts/chart-frame";
import { formatNumber } from "@/lib/format";
import type { CampaignCounters } from "@/lib/schemas/resources";
import { campaignFunnel } from "@/lib/viber/rates";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** Sent → delivered → read → clicked, as bars of shrinking length with their share of sent. */
export function FunnelChart({
  counters,
  clickable = true,
}: {
  counters: CampaignCounters;
  clickable?: boolean;
}) {
  const data = campaignFunnel(counters, clickable).map((s, i) => ({
    ...s,
    fill: chartColor(i),
    label: `${formatNumber(s.count)}${s.share === null ? "" : ` · ${percent.format(s.share)}`}`,
  }));
  const summary = data
    .map(
      (s) =>
        `${s.step}: ${formatNumber(s.count)}${s.share === null ? "" : ` (${percent.format(s.share)} of sent)`}`,
    )
    .join("; ");
  return (
    <ChartFrame
      title="Funnel"
      description="How far the messages got, as a share of those sent"
      summary={`${summary}.`}
      empty={counters.sent === 0 ? "Nothing sent yet." : null}
    >
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 128, bottom: 4, left: 4 }}
      >
        <XAxis type="number" hide domain={[0, "dataMax"]} />
        <YAxis type="category" dataKey="step" width={76} {...chartStyle.axis} />
        <Tooltip
          {...chartStyle.tooltip}
          formatter={(value) => [formatNumber(Number(value)), "Recipients"]}
        />
        <Bar
          dataKey="count"
          isAnimationActive={chartStyle.animation}
          radius={[0, 4, 4, 0]}
          shape={(
            props: React.ComponentProps<typeof Rectangle> & { payload?: { fill: string } },
          ) => <Rectangle {...props} fill={props.payload?.fill} />}
        >
          <LabelList dataKey="label" position="right" fill="var(--foreground)" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}
