import { ScrollTable } from "@/components/data-table/scroll-table";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { countryLabel } from "@/lib/countries";
import { classifyOpen } from "@/lib/email/machine-activity";
import type { ClientInfo } from "@/lib/schemas/resources";

import { ActorCell } from "./actor-cell";

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
            <TableRow className="hover:bg-transparent">
              <TableHead>Time ({zone})</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Browser</TableHead>
              <TableHead>OS</TableHead>
              <TableHead>IP</TableHead>
              <TableHead>Country</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sorted.map((o, i) => (
              <TableRow key={`${o.action_date}-${i}`}>
                <TableCell className="whitespace-nowrap tabular-nums">{o.action_date}</TableCell>
                <ActorCell verdict={verdicts[i]!} />
                <TableCell>{o.browser || "—"}</TableCell>
                <TableCell>{o.os || "—"}</TableCell>
                <TableCell className="font-mono text-xs">{o.ip || "—"}</TableCell>
                <TableCell>{countryLabel(o.country) || "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      )}
    </section>
  );
}
