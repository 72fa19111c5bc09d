"use client";

import { DownloadIcon, SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";

import { useAccount } from "@/components/account/account-context";
import { DataTable } from "@/components/data-table/data-table";
import { virtualRows } from "@/components/data-table/virtual-body";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { ErrorState } from "@/components/ui/error-state";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { lookupCsv } from "@/lib/email/csv";
import { MAX_LOOKUP_IDS, parseIdList } from "@/lib/email/ids";
import { formatNumber } from "@/lib/format";
import { errorMessage } from "@/lib/queries/api-client";
import { useEmailLookup, type LookupResult } from "@/lib/queries/email/messages";

import { emailColumns, zoneLabel } from "./email-columns";

const SHOWN_INVALID = 50;

/** Records for pasted message ids, any number of them (the server asks 500 at a time). */
export function EmailLookup() {
  const [text, setText] = useState("");
  const parsed = useMemo(() => parseIdList(text), [text]);
  const lookup = useEmailLookup();
  const router = useRouter();
  const { timeZone } = useAccount();
  const columns = useMemo(() => emailColumns(zoneLabel(timeZone)), [timeZone]);
  const tooMany = parsed.ids.length > MAX_LOOKUP_IDS;
  const problem = tooMany
    ? `At most ${formatNumber(MAX_LOOKUP_IDS)} ids at once; split the list.`
    : undefined;
  const result = lookup.data;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <form
        className="grid grid-cols-1 gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (parsed.ids.length && !tooMany) lookup.mutate(parsed.ids);
        }}
      >
        <Field
          id="lookup-ids"
          label="Message ids"
          hint="Paste any number of ids (xxxxxx-xxxxxx-xx), separated by commas, blanks or new lines."
          error={problem}
        >
          {(control) => (
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              spellCheck={false}
              className="[field-sizing:fixed] h-36 resize-y font-mono text-xs"
              {...control}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!parsed.ids.length || tooMany || lookup.isPending}>
            <SearchIcon aria-hidden="true" />
            {lookup.isPending
              ? "Looking up…"
              : `Look up ${formatNumber(parsed.ids.length)} ${parsed.ids.length === 1 ? "id" : "ids"}`}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {formatNumber(parsed.ids.length)} valid
            {parsed.duplicates
              ? ` · ${formatNumber(parsed.duplicates)} repeated (looked up once)`
              : ""}
            {parsed.invalid.length ? ` · ${formatNumber(parsed.invalid.length)} invalid` : ""}
          </p>
        </div>
      </form>

      {parsed.invalid.length > 0 && (
        <section
          aria-labelledby="lookup-invalid"
          className="rounded-lg border border-status-warning/40 bg-status-warning/5 p-3 text-sm"
        >
          <h3 id="lookup-invalid" className="font-medium">
            Not message ids ({formatNumber(parsed.invalid.length)}), left out
          </h3>
          <ul className="mt-2 grid gap-1">
            {parsed.invalid.slice(0, SHOWN_INVALID).map((i, n) => (
              <li key={`${i.text}-${n}`} className="break-all">
                <code className="font-mono text-xs">{i.text}</code>
                <span className="text-muted-foreground"> — {i.reason}</span>
              </li>
            ))}
          </ul>
          {parsed.invalid.length > SHOWN_INVALID && (
            <p className="mt-1 text-muted-foreground">
              and {formatNumber(parsed.invalid.length - SHOWN_INVALID)} more
            </p>
          )}
        </section>
      )}

      {lookup.isError && (
        <ErrorState
          message={errorMessage(lookup.error)}
          onRetry={() => lookup.variables && lookup.mutate(lookup.variables)}
          retrying={lookup.isPending}
        />
      )}

      {result && (
        <section aria-labelledby="lookup-result" className="grid grid-cols-1 gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="lookup-result" className="text-base font-semibold">
              {formatNumber(result.items.length)} found
              {result.missing.length ? `, ${formatNumber(result.missing.length)} not found` : ""}
            </h3>
            <Button type="button" variant="outline" size="sm" onClick={() => void download(result)}>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </Button>
          </div>
          {result.missing.length > 0 && (
            <div className="grid grid-cols-1 gap-2 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-medium">Not found ({formatNumber(result.missing.length)})</h4>
                <CopyButton value={result.missing.join("\n")} label="Copy the ids not found" />
              </div>
              <ul
                aria-label="Ids not found"
                className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-xs"
              >
                {result.missing.slice(0, 200).map((id) => (
                  <li key={id}>{id}</li>
                ))}
              </ul>
              {result.missing.length > 200 && (
                <p className="text-muted-foreground">
                  and {formatNumber(result.missing.length - 200)} more (copy them all above)
                </p>
              )}
            </div>
          )}
          {result.items.length > 0 && (
            <DataTable
              label="Lookup results"
              className="min-w-0"
              columns={columns}
              rows={result.items}
              getRowId={(e) => e.id}
              virtual={virtualRows({ height: 520, rowHeight: 45 })}
              onRowClick={(e) => router.push(`/email/log/${encodeURIComponent(e.id)}`)}
            />
          )}
        </section>
      )}
    </div>
  );
}

/** Every id asked for, found or not, as a CSV file the browser saves. */
async function download(result: LookupResult): Promise<void> {
  const blob = new Blob([await lookupCsv(result)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = "email-lookup.csv";
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
