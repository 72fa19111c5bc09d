import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { bounceKind, type ExplainedBounce } from "@/lib/email/bounce-stats";
import { formatNumber, formatRate } from "@/lib/format";

/** The day in four numbers: bounces, hard, soft and addresses affected. */
export function BounceSummary({ bounces }: { bounces: ExplainedBounce[] | undefined }) {
  const hard = bounces?.filter((b) => bounceKind(b) === "hard").length ?? 0;
  const total = bounces?.length ?? 0;
  const addresses = new Set(bounces?.map((b) => b.email_to.toLowerCase())).size;
  const stats = [
    { label: "Bounces", value: formatNumber(total), note: "in the last 24 hours" },
    {
      label: "Hard",
      value: formatNumber(hard),
      note: `${formatRate(hard, total)} · permanent: remove these addresses`,
    },
    {
      label: "Soft",
      value: formatNumber(total - hard),
      note: `${formatRate(total - hard, total)} · temporary: may succeed later`,
    },
    { label: "Addresses", value: formatNumber(addresses), note: "distinct recipients" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <Card key={s.label} className="gap-1 px-4 py-3">
          <dt className="text-sm text-muted-foreground">{s.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {bounces ? s.value : <Skeleton className="h-8 w-16" />}
          </dd>
          {/* two lines kept for the note whether or not the figures are in (no shift when they arrive) */}
          <dd className="min-h-8 text-xs text-muted-foreground">{s.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
