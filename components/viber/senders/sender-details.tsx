"use client";

import { useState } from "react";

import { ErrorState, retryOf } from "@/components/ui/error-state";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { DetailItem } from "@/components/viber/detail-item";
import { SenderStatusBadge } from "@/components/viber/status-badges";
import { ApiError, errorMessage } from "@/lib/queries/api-client";
import { useViberSender } from "@/lib/queries/viber/senders";
import type { ViberSender } from "@/lib/schemas/resources";

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
              <DetailItem term="Status">
                <SenderStatusBadge status={s.status} />
              </DetailItem>
              <DetailItem term="Service type">{s.service_type || "—"}</DetailItem>
              <DetailItem term="Traffic type">{s.traffic_type || "—"}</DetailItem>
              <DetailItem term="Recipients' countries">{s.countries.join(", ") || "—"}</DetailItem>
              <DetailItem term="Website">
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
              </DetailItem>
              <DetailItem term="Description">{s.description || "—"}</DetailItem>
              <DetailItem term="Administrator's comment">{s.admin_comment ?? "None"}</DetailItem>
            </dl>
          ) : sender.isError ? (
            <ErrorState message={errorMessage(sender.error)} {...retryOf(sender)} />
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
