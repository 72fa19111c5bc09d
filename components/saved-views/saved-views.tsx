"use client";

import { BookmarkPlusIcon, RotateCwIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage, newIdempotencyKey } from "@/lib/queries/api-client";
import type { EmailLogFilters } from "@/lib/queries/email/messages";
import { viewFilters, viewQueryOf, type SavedView } from "@/lib/saved-views/keys";
import { useSavedViews, useSavedViewWrite } from "@/lib/saved-views/queries";
import { toast } from "@/lib/toast";

import { ViewChip } from "./saved-view-chip";

// Dialogs (Radix, react-hook-form) stay out of the log's first load: a dialog
// loads when opened (and a view's menu when reached for: ./saved-view-chip).
const loadNameDialog = () => import("./saved-view-name-dialog");
const SavedViewNameDialog = dynamic(() => loadNameDialog().then((m) => m.SavedViewNameDialog), {
  ssr: false,
});

const PAGE = "email-log";

/**
 * The user's saved views of the email log, beside its filters: one click puts a
 * view's filters in the URL; the view matching the filters in view is marked.
 */
export function SavedViews({
  filters,
  onApply,
}: {
  filters: EmailLogFilters;
  onApply: (change: Partial<EmailLogFilters>) => void;
}) {
  const views = useSavedViews(PAGE);
  const write = useSavedViewWrite(PAGE);
  const current = viewQueryOf(PAGE, { ...filters });
  const [naming, setNaming] = useState<{ rename?: SavedView } | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);

  const remove = async (view: SavedView) => {
    try {
      await write.mutateAsync({ write: { kind: "delete", id: view.id }, key: newIdempotencyKey() });
      toast.success(`The view "${view.name}" was deleted.`);
    } catch (err) {
      toast.error(`The view "${view.name}" was not deleted: ${errorMessage(err)}`);
    }
  };

  return (
    <section
      aria-labelledby="saved-views-heading"
      className="flex min-w-0 flex-wrap items-center gap-2"
    >
      <h2 id="saved-views-heading" className="mr-1 text-sm font-medium">
        Saved views
      </h2>
      {views.isPending ? (
        <div role="status" className="flex gap-2">
          <span className="sr-only">Loading saved views…</span>
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-8 w-36" />
        </div>
      ) : views.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
          Saved views could not be loaded. {errorMessage(views.error)}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void views.refetch()}
            disabled={views.isFetching}
          >
            <RotateCwIcon aria-hidden="true" /> Retry
          </Button>
        </p>
      ) : views.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved views yet</p>
      ) : (
        <ul aria-label="Saved views" className="flex min-w-0 flex-wrap gap-2">
          {views.data.items.map((view) => (
            <ViewChip
              key={view.id}
              view={view}
              active={view.query === current}
              onApply={() => onApply(viewFilters(PAGE, view.query))}
              onRename={() => setNaming({ rename: view })}
              onDelete={() => setDeleting(view)}
            />
          ))}
        </ul>
      )}
      <Button
        variant="outline"
        size="sm"
        disabled={!current}
        aria-describedby={current ? undefined : "save-view-hint"}
        onPointerEnter={() => void loadNameDialog()}
        onFocus={() => void loadNameDialog()}
        onClick={() => setNaming({})}
      >
        <BookmarkPlusIcon aria-hidden="true" /> Save this view
      </Button>
      {!current && (
        <span id="save-view-hint" className="text-xs text-muted-foreground">
          Set a filter to save it as a view
        </span>
      )}

      {naming && (
        <SavedViewNameDialog
          open
          onOpenChange={(open) => !open && setNaming(null)}
          title={naming.rename ? "Rename the view" : "Save this view"}
          description={
            naming.rename
              ? `"${naming.rename.name}" keeps its filters under the new name.`
              : "The filters set now are kept under this name, for you only."
          }
          submitLabel={naming.rename ? "Rename" : "Save view"}
          initialName={naming.rename?.name ?? ""}
          onSubmit={async (name, key) => {
            const rename = naming.rename;
            if (rename) {
              await write.mutateAsync({
                write: { kind: "rename", id: rename.id, body: { name } },
                key,
              });
              toast.success(`The view is now called "${name}".`);
            } else {
              await write.mutateAsync({
                write: { kind: "create", body: { page: PAGE, name, query: current } },
                key,
              });
              toast.success(`The view "${name}" was saved.`);
            }
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete the view "${deleting?.name ?? ""}"?`}
          description="Only the saved name and its filters go; the email log is not changed."
          confirmLabel="Delete view"
          destructive
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}
