"use client";

import { BellIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { useWatchEvents } from "@/lib/watch/queries";
import type { WatchEventView } from "@/lib/watch/schema";

const TONE = { critical: "danger", warning: "warning", info: "info" } as const;

function label(e: WatchEventView): string {
  if (e.type === "alert.resolved") return "Resolved";
  if (e.type === "alert.fired") return e.severity === "critical" ? "Critical" : "Alert";
  return "Event";
}

/** The newest alerts and events the reader's role may see, each linking to its page. */
export function RecentAlerts() {
  const events = useWatchEvents();
  if (events.isPending)
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading alerts">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (events.isError)
    return (
      <ErrorState
        title="The alerts could not be loaded"
        message={errorMessage(events.error)}
        {...retryOf(events)}
      />
    );
  if (events.data.items.length === 0)
    return (
      <EmptyState
        icon={BellIcon}
        title="No alerts yet"
        description="Checks run every minute; what they find appears here."
      />
    );
  return (
    <ul className="grid gap-2" aria-label="Recent alerts">
      {events.data.items.map((e) => (
        <li key={e.id} className="grid gap-1 rounded-lg border bg-card p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={e.type === "alert.resolved" ? "success" : TONE[e.severity]}>
              {label(e)}
            </Badge>
            {e.link ? (
              <Link href={e.link} className="font-medium underline-offset-4 hover:underline">
                {e.title}
              </Link>
            ) : (
              <span className="font-medium">{e.title}</span>
            )}
            <span className="ml-auto text-xs text-muted-foreground">
              <DateTime value={e.createdAt} compactToday hint={false} />
            </span>
          </div>
          <p className="break-words text-muted-foreground">{e.summary}</p>
        </li>
      ))}
    </ul>
  );
}
