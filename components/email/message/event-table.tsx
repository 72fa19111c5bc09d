import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { countryLabel } from "@/lib/email/countries";
import type { Verdict } from "@/lib/email/machine-activity";
import type { ClientInfo } from "@/lib/schemas/resources";

import { ActorCell } from "./actor-cell";

/** What an open or a click tells of the reader's client. */
type ClientEvent = ClientInfo & { screen_resolution?: string };

/** The header row of a table of opens or clicks; `screen` adds the screen's column. */
export function EventHeadRow({ zone, screen = false }: { zone: string; screen?: boolean }) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableHead>Time ({zone})</TableHead>
      <TableHead>Who</TableHead>
      <TableHead>Browser</TableHead>
      <TableHead>OS</TableHead>
      {screen && <TableHead>Screen</TableHead>}
      <TableHead>IP</TableHead>
      <TableHead>Country</TableHead>
    </TableRow>
  );
}

/** One open or click: when, who made it, and the reader's client; `screen` as in EventHeadRow. */
export function EventRow({
  event: e,
  verdict,
  screen = false,
}: {
  event: ClientEvent;
  verdict: Verdict;
  screen?: boolean;
}) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap tabular-nums">{e.action_date}</TableCell>
      <ActorCell verdict={verdict} />
      <TableCell>{e.browser || "—"}</TableCell>
      <TableCell>{e.os || "—"}</TableCell>
      {screen && <TableCell className="tabular-nums">{e.screen_resolution || "—"}</TableCell>}
      <TableCell className="font-mono text-xs">{e.ip || "—"}</TableCell>
      <TableCell>{countryLabel(e.country) || "—"}</TableCell>
    </TableRow>
  );
}
