"use client";

import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

import type { NormalisedPhones } from "@/lib/phone/numbers";
import { ApiError, errorMessage, newIdempotencyKey } from "@/lib/queries/api-client";
import { addToBlacklist, blacklistKeys } from "@/lib/queries/viber/blacklist";
import { planChunks, type ChunkCounters, type ImportChunk } from "@/lib/viber/blacklist-import";
import { runChunks } from "@/lib/viber/chunk-runner";

export interface ImportFailure {
  /** the chunk that failed; Resume starts there */
  index: number;
  message: string;
  /** the server could not tell whether the upstream took the chunk (its reply was replayed) */
  unknownOutcome: boolean;
}

/**
 * Where an import's chunks go: the blacklist by default; the suppressions page
 * (and a CSV file here) sends them to the import routes, which log every value
 * as imported, and to the unsubscribes the same way.
 */
export interface ImportTarget {
  send: (values: string[], description: string | undefined, key: string) => Promise<ChunkCounters>;
  /** the lists an import changes, refetched when it ends */
  changes: QueryKey[];
  /** what one value is called in the progress and the report */
  noun: { one: string; many: string };
}

export const blacklistAdd: ImportTarget = {
  send: (phones, description, key) => addToBlacklist({ phones, description }, key),
  changes: [blacklistKeys.all],
  noun: { one: "number", many: "numbers" },
};

export type ImportState =
  | { phase: "idle" }
  | {
      phase: "running" | "failed" | "finished";
      /** the values (numbers, or addresses for the unsubscribes) and the lines left out */
      input: NormalisedPhones;
      description?: string;
      target: ImportTarget;
      chunks: ImportChunk[];
      results: (ChunkCounters | undefined)[];
      cancelling?: boolean;
      failure?: ImportFailure;
      /** how a finished import ended */
      ending?: "done" | "cancelled" | "stopped";
    };
/** An import that has been started (running, stopped by a failure, or finished). */
export type StartedImport = Exclude<ImportState, { phase: "idle" }>;

/** A chunk refused for rate waits (1 s, 2 s, 3 s) and goes again with the same key. */
const retryRateLimited = (error: unknown, attempt: number) =>
  error instanceof ApiError && error.code === "rate_limited" && attempt < 4 ? attempt * 1000 : null;

/** What a started import can be told: go on after a failure, cancel, or stop where it is. */
export type ImportControls = Pick<
  ReturnType<typeof useBlacklistImport>,
  "resume" | "cancel" | "stop"
>;

/**
 * Adds numbers to the blacklist in chunks, in order, one idempotency key per
 * chunk. A failed chunk stops the import; `resume` sends it again with the same
 * key (so it is never added twice) and carries on; `cancel` stops after the
 * chunk in flight; `stop` ends a failed import with what was done.
 */
export function useBlacklistImport() {
  const qc = useQueryClient();
  const [state, setState] = useState<ImportState>({ phase: "idle" });
  const cancelled = useRef(false);
  const busy = useRef(false);

  const run = useCallback(
    async (base: StartedImport, from: number) => {
      if (busy.current) return;
      busy.current = true;
      cancelled.current = false;
      const results = [...base.results];
      setState({ ...base, results, phase: "running", failure: undefined, cancelling: false });
      const outcome = await runChunks({
        chunks: base.chunks,
        from,
        send: (chunk) => base.target.send(chunk.phones, base.description, chunk.key),
        onResult: (index, counters) => {
          results[index] = counters;
          setState((s) => (s.phase === "running" ? { ...s, results: [...results] } : s));
        },
        isCancelled: () => cancelled.current,
        retryDelay: retryRateLimited,
      });
      busy.current = false;
      for (const queryKey of base.target.changes) void qc.invalidateQueries({ queryKey });
      const next = { ...base, results, cancelling: false };
      if (outcome.kind === "failed") {
        const { error, index } = outcome;
        const unknownOutcome = error instanceof ApiError && error.replayed;
        setState({
          ...next,
          phase: "failed",
          failure: { index, message: errorMessage(error), unknownOutcome },
        });
      } else {
        setState({ ...next, phase: "finished", ending: outcome.kind });
      }
    },
    [qc],
  );

  const start = useCallback(
    (input: NormalisedPhones, description?: string, target: ImportTarget = blacklistAdd) => {
      const chunks = planChunks(input.phones, newIdempotencyKey);
      void run({ phase: "running", input, description, target, chunks, results: [] }, 0);
    },
    [run],
  );

  const resume = useCallback(() => {
    if (state.phase === "finished" && state.ending !== "done") {
      // a cancelled or stopped import goes on from its first chunk not sent, under
      // the keys it was planned with, so no chunk is ever added twice
      const from = state.chunks.findIndex((_, i) => !state.results[i]);
      if (from >= 0) void run(state, from);
      return;
    }
    if (state.phase !== "failed" || !state.failure) return;
    const { index, unknownOutcome } = state.failure;
    // The server keeps answering a key whose outcome it could not learn with that
    // same failure; adding is safe to repeat (a number already there counts as
    // "already on the list"), so such a chunk goes again under a new key.
    const chunks = unknownOutcome
      ? state.chunks.map((c, i) => (i === index ? { ...c, key: newIdempotencyKey() } : c))
      : state.chunks;
    void run({ ...state, chunks }, index);
  }, [state, run]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    setState((s) => (s.phase === "running" ? { ...s, cancelling: true } : s));
  }, []);

  const stop = useCallback(() => {
    setState((s) => (s.phase === "failed" ? { ...s, phase: "finished", ending: "stopped" } : s));
  }, []);

  const reset = useCallback(() => setState({ phase: "idle" }), []);

  // Leaving the page mid-import would strand the chunks not yet sent.
  const running = state.phase === "running";
  useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);

  return { state, start, resume, cancel, stop, reset };
}
