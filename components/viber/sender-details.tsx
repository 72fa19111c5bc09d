"use client";

import { useState, type ReactNode } from "react";

import { ErrorState } from "@/components/ui/error-state";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useViberSender } from "@/lib/queries/viber-senders";
import type { ViberSender } from "@/lib/schemas/resources";

import { SenderStatusBadge } from "./status-badges";

/** One sender name in a side sheet, read fresh from GET /api/viber/senders/[id]. */
export function SenderDetails({
  id,
  fallback,
  onClose,
}: {
  id: number | null;
  /** the list's copy, shown while the single record loads */
  fallback?: ViberSender;
  onClose: () => void;
}) {
  const sender = useViberSender(id);
  // the last sender shown, to give focus back to its link once the sheet closes
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const s = sender.data ?? fallback;
  const missing = sender.error instanceof ApiError && sender.error.status === 404;
  return (
    <Sheet open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        className="w-full overflow-y-auto sm:max-w-md"
        // the sheet opens from a URL, not a Radix trigger: give focus back to the sender's link
        onCloseAutoFocus={(e) => {
          const link = document.querySelector<HTMLElement>(`[data-sender-link="${shownId}"]`);
          if (!link) return;
          e.preventDefault();
          link.focus();
        }}
      >
        <SheetHeader className="pr-10">
          <SheetTitle className="text-lg">
            {missing ? "Sender not found" : (s?.name ?? "Sender")}
          </SheetTitle>
          <SheetDescription>
            {missing ? `There is no sender #${id}.` : `Viber sender name #${id ?? ""}`}
          </SheetDescription>
        </SheetHeader>
        <div className="px-4 pb-6">
          {missing ? null : s ? (
            <dl className="grid gap-4 text-sm">
              <Row term="Status">
                <SenderStatusBadge status={s.status} />
              </Row>
              <Row term="Service type">{s.service_type || "—"}</Row>
              <Row term="Traffic type">{s.traffic_type || "—"}</Row>
              <Row term="Recipients' countries">{s.countries.join(", ") || "—"}</Row>
              <Row term="Website">
                {/^https?:\/\//i.test(s.web_site) ? (
                  <a
                    href={s.web_site}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all underline underline-offset-4"
                  >
                    {s.web_site}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  s.web_site || "—"
                )}
              </Row>
              <Row term="Description">{s.description || "—"}</Row>
              <Row term="Administrator's comment">{s.admin_comment ?? "None"}</Row>
            </dl>
          ) : sender.isError ? (
            <ErrorState
              message={errorMessage(sender.error)}
              onRetry={() => void sender.refetch()}
              retrying={sender.isFetching}
            />
          ) : (
            <div
              className="grid gap-3"
              role="status"
              aria-busy="true"
              aria-label="Loading the sender"
            >
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
