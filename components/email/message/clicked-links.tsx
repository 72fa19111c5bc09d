import { ScrollTable } from "@/components/data-table/scroll-table";
import { Badge } from "@/components/ui/badge";
import { TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { classifyClicks, type Verdict } from "@/lib/email/machine-activity";
import { groupClicks } from "@/lib/email/tracking";
import type { LinkClick } from "@/lib/schemas/resources";

import { EventHeadRow, EventRow } from "./event-table";

/** Every click, grouped by link (most clicked first) with its count, and who made it. */
export function ClickedLinks({
  clicks,
  sentAt,
  zone,
}: {
  clicks: LinkClick[];
  sentAt?: string;
  zone: string;
}) {
  const groups = groupClicks(clicks);
  const verdicts = new Map<LinkClick, Verdict>();
  classifyClicks(clicks, sentAt).forEach((v, i) => verdicts.set(clicks[i]!, v));
  const machines = [...verdicts.values()].filter((v) => v.actor === "machine").length;
  return (
    <section aria-labelledby="clicked-links" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="clicked-links" className="text-lg font-semibold">
        Clicked links
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          {groups.length} {groups.length === 1 ? "link" : "links"}, {clicks.length}{" "}
          {clicks.length === 1 ? "click" : "clicks"}
          {machines > 0 && `, ${clicks.length - machines} by people, ${machines} by machines`}
        </span>
      </h2>
      {groups.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          No link in this email has been clicked yet.
        </p>
      ) : (
        <ScrollTable label="Clicked links">
          <TableHeader>
            <EventHeadRow zone={zone} screen />
          </TableHeader>
          {groups.map((g) => (
            <TableBody key={g.url} className="border-t first:border-t-0">
              <TableRow className="bg-muted/40 hover:bg-muted/40">
                <TableHead scope="rowgroup" colSpan={7} className="h-auto py-2 font-normal">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs break-all text-foreground">
                      {g.url || "(no address)"}
                    </span>
                    <Badge variant="info">
                      {g.count} {g.count === 1 ? "click" : "clicks"}
                    </Badge>
                  </span>
                </TableHead>
              </TableRow>
              {g.clicks.map((c, i) => (
                <EventRow
                  key={`${c.action_date}-${i}`}
                  event={c}
                  verdict={verdicts.get(c)!}
                  screen
                />
              ))}
            </TableBody>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
