import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiRequest } from "@/lib/queries/api-client";
import { apiRead, readQuery, withQuery } from "@/lib/queries/api-read";

import type { SavedView, SavedViewPage } from "./keys";

export const savedViewKeys = {
  all: ["saved-views"] as const,
  page: (page: SavedViewPage) => [...savedViewKeys.all, page] as const,
};

export const savedViewsQuery = (page: SavedViewPage) =>
  queryOptions({
    ...readQuery(
      apiRead<{ items: SavedView[] }>(
        savedViewKeys.page(page),
        withQuery("/api/saved-views", { page }),
      ),
    ),
    staleTime: 60_000,
  });

export const useSavedViews = (page: SavedViewPage) => useQuery(savedViewsQuery(page));

type Write =
  | { kind: "create"; body: { page: SavedViewPage; name: string; query: string } }
  | { kind: "rename"; id: number; body: { name: string } }
  | { kind: "delete"; id: number };

/** One key per user action, so a retried save never makes two. */
export function useSavedViewWrite(page: SavedViewPage) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ write, key }: { write: Write; key: string }): Promise<unknown> => {
      if (write.kind === "create")
        return apiRequest<SavedView>("/api/saved-views", {
          method: "POST",
          body: write.body,
          idempotencyKey: key,
        });
      const path = `/api/saved-views/${encodeURIComponent(write.id)}`;
      return write.kind === "rename"
        ? apiRequest<SavedView>(path, { method: "PATCH", body: write.body, idempotencyKey: key })
        : apiRequest<{ ok: true }>(path, { method: "DELETE", body: {}, idempotencyKey: key });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: savedViewKeys.page(page) }),
  });
}
