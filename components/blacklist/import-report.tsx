"use client";

import { useMemo } from "react";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { statusText } from "@/components/ui/status-text";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { buildReport, type ImportReport as Report } from "@/lib/viber/blacklist-import";

import { RejectedList } from "./phone-preview";
import type { StartedImport } from "./use-blacklist-import";
import { count } from "./words";

const TITLES = {
  done: (many: string) => `${many[0]!.toUpperCase()}${many.slice(1)} added`,
  cancelled: () => "Import cancelled",
  stopped: () => "Import stopped",
} as const;

/** The end of an import: what became of every line. */
export function ImportReport({
  state,
  onAddMore,
  onDone,
  onResume,
}: {
  state: StartedImport;
  onAddMore: () => void;
  onDone: () => void;
  /** goes on with the chunks not sent (a cancelled or stopped import) */
  onResume?: () => void;
}) {
  const report = useMemo(
    () => buildReport(state.input, state.chunks, state.results),
    [state.input, state.chunks, state.results],
  );
  const ending = state.ending ?? "done";
  const { one, many } = state.target.noun;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{TITLES[ending](many)}</DialogTitle>
        <DialogDescription role="status">{summary(report)}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Stat label="Added" value={report.added} tone="success" />
        <Stat label="Already on the list" value={report.exists} />
        <Stat
          label="Invalid"
          value={report.invalid.length}
          tone={report.invalid.length ? "danger" : undefined}
        />
        <Stat
          label="Duplicates"
          value={report.duplicates.length}
          tone={report.duplicates.length ? "warning" : undefined}
        />
        {report.notSent.length > 0 && (
          <Stat label="Not sent" value={report.notSent.length} tone="danger" />
        )}
        {report.unconfirmed > 0 && (
          <Stat label="Not confirmed" value={report.unconfirmed} tone="warning" />
        )}
      </dl>
      {report.unconfirmed > 0 && (
        <p className="text-sm text-muted-foreground">
          The Messaging API did not say what became of {count(report.unconfirmed, one, many)};
          search for them to check.
        </p>
      )}
      {report.notSent.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            {count(report.notSent.length, `valid ${one}`, `valid ${many}`)}{" "}
            {report.notSent.length === 1 ? "was" : "were"} not sent.
          </span>
          <CopyButton value={report.notSent.join("\n")} label={`Copy the ${many} not sent`} />
        </div>
      )}
      <RejectedList title="Invalid lines" items={report.invalid} />
      <RejectedList title="Duplicates" items={report.duplicates} />
      <DialogFooter>
        <Button variant="outline" onClick={onAddMore}>
          Add more {many}
        </Button>
        {onResume && ending !== "done" && report.notSent.length > 0 && (
          <Button variant="outline" onClick={onResume}>
            Resume import
          </Button>
        )}
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </>
  );
}

/** One sentence that accounts for every line, e.g. for a screen reader. */
export function summary(r: Report): string {
  const parts = [
    `${formatNumber(r.added)} added`,
    `${formatNumber(r.exists)} already on the list`,
    `${formatNumber(r.invalid.length)} invalid`,
    count(r.duplicates.length, "duplicate"),
  ];
  if (r.notSent.length) parts.push(`${formatNumber(r.notSent.length)} not sent`);
  if (r.unconfirmed) parts.push(`${formatNumber(r.unconfirmed)} not confirmed`);
  return `${count(r.lines, "line")}: ${parts.join(", ")}.`;
}

function Stat({
  label,
  value,
  tone,
}: {
  label: string;
  value: number;
  tone?: "success" | "warning" | "danger";
}) {
  return (
    <div className="rounded-lg border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn("text-xl font-semibold tabular-nums", tone && statusText[tone])}>
        {formatNumber(value)}
      </dd>
    </div>
  );
}
