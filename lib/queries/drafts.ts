import { queryOptions } from "@tanstack/react-query";

import type { DraftKind, DraftReply } from "../schemas/drafts";
import { apiRequest } from "./api-client";
import { apiRead, readQuery } from "./api-read";

const path = (kind: DraftKind) => `/api/drafts/${encodeURIComponent(kind)}`;

/** The signed-in user's draft of one kind (server-side, so it follows them across reloads). */
export const draftQuery = (kind: DraftKind) =>
  queryOptions({
    ...readQuery(apiRead<DraftReply>(["drafts", kind], path(kind))),
    // Read once when the form opens; the form is the truth after that.
    staleTime: Infinity,
    gcTime: 0,
  });

/** An overwrite of the whole draft: repeating it is harmless, so it carries no idempotency key. */
export function saveDraft(kind: DraftKind, data: Record<string, unknown>) {
  return apiRequest<{ updatedAt: string }>(path(kind), {
    method: "PUT",
    body: { data },
  });
}

export function deleteDraft(kind: DraftKind) {
  return apiRequest<{ ok: true }>(path(kind), {
    method: "DELETE",
    body: {},
  });
}
