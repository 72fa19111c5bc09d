"use client";

import { BellOffIcon, SettingsIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import { useUrlState } from "@/lib/hooks/use-url-state";
import {
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE,
  type NotificationKind,
} from "@/lib/notifications/kinds";
import { useMarkRead, useNotifications } from "@/lib/notifications/queries";
import { errorMessage } from "@/lib/queries/api-client";
import { RULE_GROUP_LABELS } from "@/lib/watch/rule-catalogue";

import { NotificationRow } from "./notification-row";

const KIND_OPTIONS = [
  { value: "", label: "All kinds" },
  ...NOTIFICATION_KINDS.map((k) => ({
    value: k,
    label: k === "notices" ? "Messages for you" : RULE_GROUP_LABELS[k],
  })),
];
const STATE_OPTIONS = [
  { value: "", label: "Read and unread" },
  { value: "unread", label: "Unread" },
  { value: "read", label: "Read" },
];

/** The notifications page: a person's own, filtered by kind and read state, paged. */
export function NotificationsList() {
  const [f, set] = useUrlState(["kind", "state", "page"] as const);
  const kind = NOTIFICATION_KINDS.includes(f.kind as NotificationKind)
    ? (f.kind as NotificationKind)
    : undefined;
  const state = f.state === "read" || f.state === "unread" ? f.state : undefined;
  const page = Math.max(1, Number(f.page) || 1);
  const list = useNotifications({
    kind,
    state,
    offset: (page - 1) * NOTIFICATIONS_PAGE,
    limit: NOTIFICATIONS_PAGE,
  });
  const mark = useMarkRead();
  const unread = list.data?.unread ?? 0;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="notifications-kind">Kind</Label>
          <NativeSelect
            id="notifications-kind"
            className="w-48"
            value={kind ?? ""}
            options={KIND_OPTIONS}
            onChange={(e) => set({ kind: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="notifications-state">State</Label>
          <NativeSelect
            id="notifications-state"
            className="w-44"
            value={state ?? ""}
            options={STATE_OPTIONS}
            onChange={(e) => set({ state: e.target.value })}
          />
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!unread || mark.isPending}
            onClick={() => mark.mutate({ all: true })}
          >
            Mark all read{unread ? ` (${unread})` : ""}
          </Button>
          <Button variant="ghost" asChild>
            <Link href="/notifications/settings">
              <SettingsIcon aria-hidden="true" />
              Settings
            </Link>
          </Button>
        </div>
      </div>
      {mark.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(mark.error)}
        </p>
      )}
      {list.isPending ? (
        <div
          className="grid gap-2"
          role="status"
          aria-busy="true"
          aria-label="Loading notifications"
        >
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={BellOffIcon}
          title={kind || state ? "No notifications match" : "No notifications yet"}
          description={
            kind || state
              ? "Try another kind or state."
              : "Alerts you subscribe to appear here, with the figure and a link to the page that explains them."
          }
        />
      ) : (
        <>
          <ul className="divide-y rounded-lg border" aria-label="Notifications">
            {list.data.items.map((item) => (
              <NotificationRow
                key={item.eventId}
                item={item}
                onRead={() => mark.mutate({ eventIds: [item.eventId] })}
                reading={mark.isPending}
                onOpen={() => !item.readAt && mark.mutate({ eventIds: [item.eventId] })}
              />
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={NOTIFICATIONS_PAGE}
            total={list.data.total}
            pageItems={list.data.items.length}
            onPage={(p) => set({ page: p }, { keepPage: true })}
            label="notifications"
          />
        </>
      )}
    </div>
  );
}
