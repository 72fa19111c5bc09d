import type { ReactNode } from "react";

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDateTime, zoneLabel } from "@/lib/datetime";
import { countryName } from "@/lib/email/countries";
import { formatNumber } from "@/lib/format";

/** One group of a campaign sent at several times: its zone, when, and to how many. */
export interface GroupRow {
  key: string;
  /** null: several zones at the campaign's own time */
  zone: string | null;
  countries: readonly string[];
  /** epoch ms */
  sendAt: number;
  recipients: number;
  /** what became of it (a campaign page's groups), shown in a last column */
  state?: ReactNode;
}

const countriesText = (codes: readonly string[]) =>
  codes.map((c) => (c === "" ? "no country" : countryName(c))).join(", ");

/**
 * The groups of a campaign sent at each recipient's own hour (or with quiet hours
 * moved): zone and countries, the time there, in UTC and in the account's zone,
 * and the recipients — what the composer shows before sending and the campaign
 * page after.
 */
export function SendGroupsTable({
  groups,
  timeZone,
  caption,
}: {
  groups: readonly GroupRow[];
  timeZone: string;
  caption: string;
}) {
  const withState = groups.some((g) => g.state !== undefined);
  return (
    <>
      {/* a phone's width: one block per group, every figure in it without scrolling */}
      <ul aria-label={caption} className="grid gap-2 sm:hidden">
        {groups.map((g) => (
          <li key={g.key} className="grid gap-1 rounded-md border p-3 text-sm">
            <span className="font-medium">
              {g.zone ? zoneLabel(g.zone) : "Everyone else"} · {formatNumber(g.recipients)}{" "}
              {g.recipients === 1 ? "recipient" : "recipients"}
            </span>
            <span className="text-xs text-muted-foreground">
              {g.zone ? `${g.zone} · ${countriesText(g.countries)}` : "at the chosen time"}
            </span>
            {g.zone && <span>Their time: {formatDateTime(g.sendAt, g.zone)}</span>}
            <span>{formatDateTime(g.sendAt, "UTC")}</span>
            {g.state !== undefined && <span>{g.state}</span>}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <GroupsGrid groups={groups} timeZone={timeZone} caption={caption} withState={withState} />
      </div>
    </>
  );
}

function GroupsGrid({
  groups,
  timeZone,
  caption,
  withState,
}: {
  groups: readonly GroupRow[];
  timeZone: string;
  caption: string;
  withState: boolean;
}) {
  return (
    <Table aria-label={caption}>
      <TableHeader>
        <TableRow>
          <TableHead>Timezone</TableHead>
          <TableHead>Their time</TableHead>
          <TableHead>UTC</TableHead>
          {timeZone !== "UTC" && <TableHead>Account ({zoneLabel(timeZone)})</TableHead>}
          <TableHead className="text-right">Recipients</TableHead>
          {withState && <TableHead>Status</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((g) => (
          <TableRow key={g.key}>
            <TableCell className="whitespace-normal">
              <span className="font-medium">{g.zone ? zoneLabel(g.zone) : "Everyone else"}</span>
              <span className="block text-xs text-muted-foreground">
                {g.zone ? `${g.zone} · ${countriesText(g.countries)}` : "at the chosen time"}
              </span>
            </TableCell>
            <TableCell>{g.zone ? formatDateTime(g.sendAt, g.zone) : "—"}</TableCell>
            <TableCell>{formatDateTime(g.sendAt, "UTC")}</TableCell>
            {timeZone !== "UTC" && <TableCell>{formatDateTime(g.sendAt, timeZone)}</TableCell>}
            <TableCell className="text-right tabular-nums">{formatNumber(g.recipients)}</TableCell>
            {withState && <TableCell className="whitespace-normal">{g.state}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
