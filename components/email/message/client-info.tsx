import { ScrollTable } from "@/components/data-table/scroll-table";
import { TableBody, TableHeader } from "@/components/ui/table";
import { classifyOpen } from "@/lib/email/machine-activity";
import type { ClientInfo } from "@/lib/schemas/resources";

import { EventHeadRow, EventRow } from "./event-table";

/** Each open with the reader's client (browser, OS, IP, country, time) and who made it. */
export function ClientInfoTable({ opens, zone }: { opens: ClientInfo[]; zone: string }) {
  const sorted = [...opens].sort((a, b) => a.action_date.localeCompare(b.action_date));
  const verdicts = sorted.map(classifyOpen);
  const machines = verdicts.filter((v) => v.actor === "machine").length;
  return (
    <section aria-labelledby="client-info" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="client-info" className="text-lg font-semibold">
        Opens
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          {opens.length} {opens.length === 1 ? "open" : "opens"}
          {machines > 0 && `, ${opens.length - machines} by people, ${machines} by machines`}
        </span>
      </h2>
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          Not opened yet, or the reader&apos;s mail client blocks the tracking image.
        </p>
      ) : (
        <ScrollTable label="Opens by client">
          <TableHeader>
            <EventHeadRow zone={zone} />
          </TableHeader>
          <TableBody>
            {sorted.map((o, i) => (
              <EventRow key={`${o.action_date}-${i}`} event={o} verdict={verdicts[i]!} />
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </section>
  );
}
