import { queryOptions } from "@tanstack/react-query";

import type { DraftKind, DraftReply } from "../schemas/drafts";
import { apiRequest } from "./api-client";

/** The signed-in user's draft of one kind (server-side, so it follows them across reloads). */
export const draftQuery = (kind: DraftKind) =>
  queryOptions({
    queryKey: ["drafts", kind],
    queryFn: ({ signal }) =>
      apiRequest<DraftReply>(`/api/drafts/${encodeURIComponent(kind)}`, { signal }),
    // Read once when the form opens; the form is the truth after that.
    staleTime: Infinity,
    gcTime: 0,
  });

/** An overwrite of the whole draft: repeating it is harmless, so it carries no idempotency key. */
export function saveDraft(kind: DraftKind, data: Record<string, unknown>) {
  return apiRequest<{ updatedAt: string }>(`/api/drafts/${encodeURIComponent(kind)}`, {
    method: "PUT",
    body: { data },
  });
}

export function deleteDraft(kind: DraftKind) {
  return apiRequest<{ ok: true }>(`/api/drafts/${encodeURIComponent(kind)}`, {
    method: "DELETE",
    body: {},
  });
}
