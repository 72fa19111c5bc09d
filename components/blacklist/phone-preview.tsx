"use client";

import { Fragment } from "react";

import { Badge } from "@/components/ui/badge";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/format";
import type { NormalisedPhones, RejectedPhone } from "@/lib/phone/numbers";
import { usePhoneFormat } from "@/lib/phone/use-format";

import { count } from "./words";

/** Lists stay readable; the counts above them are always complete. */
const SHOWN = 100;
const SHOWN_NUMBERS = 6;

/** What an add will send, and which lines it will not, before anything is sent. */
export function PhonePreview({
  preview,
  checking,
  progress,
  error,
}: {
  preview: NormalisedPhones | null;
  checking: boolean;
  /** entries read so far, shown once a check takes more than a second */
  progress?: { done: number; total: number } | null;
  /** why the numbers could not be checked */
  error?: string | null;
}) {
  const { format: formatPhone } = usePhoneFormat();
  return (
    <section aria-labelledby="bl-preview-title" className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="bl-preview-title" className="text-sm font-medium">
          Preview
        </h3>
        <p role="status" className="flex flex-wrap gap-1.5 text-xs" aria-live="polite">
          {checking ? (
            <span className="text-muted-foreground">Checking…</span>
          ) : preview ? (
            <>
              <Badge variant="success">{count(preview.phones.length, "number")} to add</Badge>
              <Badge variant={preview.invalid.length ? "danger" : "neutral"}>
                {count(preview.invalid.length, "invalid line")}
              </Badge>
              <Badge variant={preview.duplicates.length ? "warning" : "neutral"}>
                {count(preview.duplicates.length, "duplicate")}
              </Badge>
            </>
          ) : (
            <span className="text-muted-foreground">Nothing to check yet</span>
          )}
        </p>
      </div>
      {checking && progress && (
        <div className="grid gap-1">
          <Progress
            value={progress.total ? (progress.done / progress.total) * 100 : 0}
            aria-label="Checking the numbers"
          />
          {progress.total > 0 && (
            <p className="text-xs text-muted-foreground">
              {formatNumber(progress.done)} of {formatNumber(progress.total)} entries read
            </p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          The numbers could not be checked: {error}
        </p>
      )}
      {preview && preview.phones.length > 0 && (
        <div>
          <h4 className="mb-1 text-xs font-medium text-muted-foreground">Will be added</h4>
          <p className="text-sm tabular-nums">
            {preview.phones.slice(0, SHOWN_NUMBERS).map((p, i) => (
              <Fragment key={p}>
                {i > 0 && ", "}
                <span className="whitespace-nowrap">{formatPhone(p)}</span>
              </Fragment>
            ))}
            {preview.phones.length > SHOWN_NUMBERS &&
              ` and ${formatNumber(preview.phones.length - SHOWN_NUMBERS)} more`}
          </p>
        </div>
      )}
      {preview && <RejectedList title="Invalid lines" items={preview.invalid} />}
      {preview && <RejectedList title="Duplicates" items={preview.duplicates} />}
    </section>
  );
}

/** Rejected lines with their line number and why; the first SHOWN of them. */
export function RejectedList({ title, items }: { title: string; items: RejectedPhone[] }) {
  const { format } = usePhoneFormat();
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1 text-xs font-medium text-muted-foreground">
        {title} ({formatNumber(items.length)})
      </h4>
      <ul aria-label={title} className="max-h-36 overflow-y-auto rounded-md bg-muted/50 text-sm">
        {items.slice(0, SHOWN).map((r, i) => (
          <li key={i} className="flex flex-wrap items-baseline gap-x-2 px-2 py-1">
            <span className="shrink-0 text-muted-foreground tabular-nums">Line {r.line}</span>
            <span className="min-w-0 font-mono text-xs break-all">
              {r.input.length > 60 ? `${r.input.slice(0, 60)}…` : r.input}
            </span>
            <span className="ml-auto text-muted-foreground">{reasonText(r.reason, format)}</span>
          </li>
        ))}
        {items.length > SHOWN && (
          <li className="px-2 py-1 text-muted-foreground">
            and {formatNumber(items.length - SHOWN)} more
          </li>
        )}
      </ul>
    </div>
  );
}

/** "duplicate of 380961112233" reads better as "repeats +380 96 111 2233". */
function reasonText(reason: string, formatPhone: (phone: string) => string): string {
  const dup = /^duplicate of (\d+)$/.exec(reason);
  return dup ? `repeats ${formatPhone(dup[1]!)}` : reason;
}
