import { Card } from "@/components/ui/card";
import { formatNumber } from "@/lib/format";
import type { CampaignCounters as Counters } from "@/lib/schemas/resources";
import { cn } from "@/lib/utils";
import { campaignRates } from "@/lib/viber/rates";

const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const rateText = (rate: number | null, of: string) =>
  rate === null ? `none ${of} yet` : `${percent.format(rate)} of ${of}`;

/**
 * The six counters of the upstream's statistics, each with the rate it stands
 * for; no clickthroughs for a message with no button (nothing to click).
 */
export function CampaignCounters({
  counters: c,
  clickable,
}: {
  counters: Counters;
  clickable: boolean;
}) {
  const r = campaignRates(c);
  const cards = [
    { label: "Sent", value: c.sent, note: "messages sent" },
    { label: "Delivered", value: c.delivered, note: rateText(r.delivery, "sent") },
    { label: "Read", value: c.read, note: rateText(r.read, "delivered") },
    ...(clickable
      ? [{ label: "Clickthroughs", value: c.redirected, note: rateText(r.clickthrough, "read") }]
      : []),
    { label: "Undelivered", value: c.undelivered, note: rateText(r.undelivered, "sent") },
    {
      label: "Errors",
      value: c.errors,
      note: r.error === null ? "none attempted yet" : `${percent.format(r.error)} not sent`,
    },
  ];
  return (
    <div
      className={cn(
        "grid grid-cols-2 gap-3 sm:grid-cols-3",
        clickable ? "xl:grid-cols-6" : "xl:grid-cols-5",
      )}
    >
      {cards.map((card) => (
        <Card key={card.label} role="group" aria-label={card.label} className="gap-1 px-4 py-4">
          <p className="text-xs font-medium text-muted-foreground">{card.label}</p>
          <p className="text-2xl font-semibold tracking-tight tabular-nums">
            {formatNumber(card.value)}
          </p>
          <p className="text-xs text-muted-foreground">{card.note}</p>
        </Card>
      ))}
    </div>
  );
}
