import { queryOptions } from "@tanstack/react-query";

// types only: the schemas module holds zod, which no page loads with itself
import type {
  DraftConflictReply,
  DraftKind,
  DraftReply,
  DraftSaved,
  SavedDraft,
} from "@/lib/schemas/drafts";

import { ApiError, apiRequest } from "./api-client";

const path = (kind: DraftKind) => `/api/drafts/${encodeURIComponent(kind)}`;

/**
 * Saves of each kind still on their way, whichever form sent them: a form that
 * opens (again) reads the draft only after they have landed, so a save sent as
 * the person left the composer is never read back as its older version.
 */
const inflight = new Map<DraftKind, Set<Promise<unknown>>>();

function track<T>(kind: DraftKind, p: Promise<T>): Promise<T> {
  const set = inflight.get(kind) ?? new Set();
  inflight.set(kind, set);
  const settled = p.catch(() => {});
  set.add(settled);
  void settled.then(() => set.delete(settled));
  return p;
}

/** Resolves once every save of this kind sent so far has been answered (or failed). */
export async function draftSavesSettled(kind: DraftKind): Promise<void> {
  while (inflight.get(kind)?.size) await Promise.all(inflight.get(kind)!);
}

/** The draft as stored now, after this page's own saves of it have landed. */
export async function fetchDraft(kind: DraftKind): Promise<SavedDraft | null> {
  await draftSavesSettled(kind);
  return (await apiRequest<DraftReply>(path(kind))).draft;
}

/** The signed-in user's draft of one kind (server-side, so it follows them across reloads). */
export const draftQuery = (kind: DraftKind) =>
  queryOptions({
    queryKey: ["drafts", kind],
    queryFn: async (): Promise<DraftReply> => ({ draft: await fetchDraft(kind) }),
    // Read once when the form opens; the form is the truth after that.
    staleTime: Infinity,
    gcTime: 0,
  });

/** Browsers refuse keepalive bodies over 64 KB (all such requests of a page together). */
export const KEEPALIVE_MAX_BYTES = 60_000;

export type DraftPut = { ok: true; saved: DraftSaved } | { ok: false; current: SavedDraft | null };

/**
 * Saves the whole draft, based on the version the form was opened on or last
 * saved (null: there was none). A save based on another version is refused by
 * the server, answered here as `{ ok: false, current }` with what is stored.
 * Small bodies go with keepalive, so a save sent as the page goes still arrives.
 */
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
