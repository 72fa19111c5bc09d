import { useMemo } from "react";

import { useCampaignCosts, useCampaignFigures } from "@/lib/queries/viber/campaign-list";
import type { CampaignCounters, MoneyAmount } from "@/lib/schemas/resources";
import { hasFigures, type SendGroupLink } from "@/lib/viber/campaign-list-view";
import { sumCosts, sumCounters, summedForGroups } from "@/lib/viber/send-group-rows";

interface Row {
  id: number;
  status: string | null;
  sendGroup?: SendGroupLink;
}

/**
 * Each listed campaign's delivery figures and cost, read a moment after the rows
 * (a batch of local-time groups summed into its one row); null where they failed.
 */
export function useRowFigures(items: readonly Row[] | undefined) {
  const ids = useMemo(
    () =>
      (items ?? []).filter((c) => hasFigures(c.status)).flatMap((c) => c.sendGroup?.ids ?? [c.id]),
    [items],
  );
  const sending = !!items?.some((c) => c.status === "send");
  const figures = useCampaignFigures(ids, sending);
  const costs = useCampaignCosts(ids, sending);
  const figuresById = useMemo(() => {
    const map = new Map<number, CampaignCounters | null>();
    if (figures.data) for (const f of figures.data.items) map.set(f.id, f.statistic);
    else if (figures.isError) for (const id of ids) map.set(id, null);
    return summedForGroups(map, items, sumCounters);
  }, [figures.data, figures.isError, ids, items]);
  const costsById = useMemo(() => {
    const map = new Map<number, MoneyAmount[] | null>();
    if (costs.data) for (const c of costs.data.items) map.set(c.id, c.cost);
    else if (costs.isError) for (const id of ids) map.set(id, null);
    return summedForGroups(map, items, sumCosts);
  }, [costs.data, costs.isError, ids, items]);
  return { figuresById, costsById };
}
