"use client";

import { RotateCwIcon, TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { formatNumber } from "@/lib/format";
import { sentCount } from "@/lib/viber/blacklist-import";

import type { ImportControls, StartedImport } from "./use-blacklist-import";
import { count } from "./words";

/** The import under way: a progress bar by chunk, Cancel, and after a failure Resume or Stop. */
export function ImportProgress({ state, run }: { state: StartedImport; run: ImportControls }) {
  const total = state.input.phones.length;
  const sent = sentCount(state.chunks, state.results);
  const chunks = state.chunks.length;
  const done = state.results.filter(Boolean).length;
  const percent = total ? Math.round((sent / total) * 100) : 0;
  const failure = state.phase === "failed" ? state.failure : undefined;
  const { one, many } = state.target.noun;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{failure ? "The import stopped" : `Adding ${many}`}</DialogTitle>
        <DialogDescription>
          {count(total, one, many)} in {count(chunks, "request")} of up to 1,000, sent one after
          another.
        </DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Progress
          value={percent}
          aria-label="Import progress"
          aria-valuetext={`${formatNumber(sent)} of ${formatNumber(total)} ${many} sent`}
        />
        <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
          <span aria-live="polite">
            {formatNumber(sent)} of {formatNumber(total)} {many} sent
          </span>
          <span>
            {formatNumber(done)} of {count(chunks, "chunk")} done
          </span>
        </p>
        {state.cancelling && (
          <p className="text-sm" role="status">
            Cancelling: the chunk being sent is finished first, nothing after it is sent.
          </p>
        )}
      </div>
      {failure && (
        <div
          role="alert"
          className="grid gap-1 rounded-lg border border-status-danger/30 bg-status-danger/5 p-3 text-sm"
        >
          <p className="flex gap-2 font-medium">
            <TriangleAlertIcon
              className="mt-0.5 size-4 shrink-0 text-status-danger"
              aria-hidden="true"
            />
            <span>
              Chunk {formatNumber(failure.index + 1)} of {formatNumber(chunks)} failed:{" "}
              {failure.message}
            </span>
          </p>
          <p className="text-muted-foreground">
            {count(sent, one, many)} {sent === 1 ? "was" : "were"} sent before it; nothing after it.{" "}
            {failure.unknownOutcome
              ? `The Messaging API may have taken part of that chunk: Resume sends it again, and ${many} it already took count as already on the list.`
              : `Resume sends that chunk again under the same key, so no ${one} is added twice.`}
          </p>
        </div>
      )}
      <DialogFooter>
        {failure ? (
          <>
            <Button variant="outline" onClick={run.stop}>
              Stop here
            </Button>
            <Button onClick={run.resume}>
              <RotateCwIcon aria-hidden="true" /> Resume
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={run.cancel} disabled={state.cancelling}>
            {state.cancelling ? "Cancelling…" : "Cancel import"}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
