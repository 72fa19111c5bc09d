import { queryOptions } from "@tanstack/react-query";

import { ApiError, apiRequest } from "@/lib/queries/api-client";

// types only: the schemas module holds zod, which no page loads with itself
import type { DraftConflictReply, DraftKind, DraftReply, DraftSaved, SavedDraft } from "./schema";

const path = (kind: DraftKind) => `/api/drafts/${encodeURIComponent(kind)}`;

/** A form that opens reads the draft only after these land, so it never reads back an older version. */
const inflight = new Map<DraftKind, Set<Promise<unknown>>>();

function track<T>(kind: DraftKind, p: Promise<T>): Promise<T> {
  const set = inflight.get(kind) ?? new Set();
  inflight.set(kind, set);
  const settled = p.catch(() => {});
  set.add(settled);
  void settled.then(() => set.delete(settled));
  return p;
}

export async function draftSavesSettled(kind: DraftKind): Promise<void> {
  while (inflight.get(kind)?.size) await Promise.all(inflight.get(kind)!);
}

export async function fetchDraft(kind: DraftKind): Promise<SavedDraft | null> {
  await draftSavesSettled(kind);
  return (await apiRequest<DraftReply>(path(kind))).draft;
}

export const draftQuery = (kind: DraftKind) =>
  queryOptions({
    queryKey: ["drafts", kind],
    queryFn: async (): Promise<DraftReply> => ({ draft: await fetchDraft(kind) }),
    // Read once when the form opens; the form is the truth after that.
    staleTime: Infinity,
    gcTime: 0,
  });

/** Browsers refuse keepalive bodies over 64 KB (all of a page's together). */
export const KEEPALIVE_MAX_BYTES = 60_000;

export type DraftPut = { ok: true; saved: DraftSaved } | { ok: false; current: SavedDraft | null };

/** Based on the version opened or last saved: the server refuses another (`{ ok: false, current }`). */
export function saveDraft(
  kind: DraftKind,
  data: Record<string, unknown>,
  baseVersion: number | null,
): Promise<DraftPut> {
  const body = { data, baseVersion };
  const keepalive = JSON.stringify(body).length <= KEEPALIVE_MAX_BYTES;
  return track(
    kind,
    apiRequest<DraftSaved>(path(kind), { method: "PUT", body, keepalive }).then(
      (saved): DraftPut => ({ ok: true, saved }),
      (err: unknown): DraftPut => {
        if (
          err instanceof ApiError &&
          err.code === ("draft_conflict" satisfies DraftConflictReply["error"]["code"])
        ) {
          const detail = err.detail as DraftConflictReply["error"] | undefined;
          return { ok: false, current: detail?.draft ?? null };
        }
        throw err;
      },
    ),
  );
}

export function deleteDraft(kind: DraftKind) {
  return track(
    kind,
    apiRequest<{ ok: true }>(path(kind), {
      method: "DELETE",
      body: {},
    }),
  );
}
