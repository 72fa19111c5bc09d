"use client";

import { BellOffIcon } from "lucide-react";
import Link from "next/link";

import { NotificationRow } from "@/components/notifications/notification-row";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { useFocusTrigger, type OnIntentProps } from "@/components/ui/load-on-intent";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { useMarkRead, useNotifications } from "@/lib/notifications/queries";
import { errorMessage } from "@/lib/queries/api-client";

import { BellButton } from "./header-buttons";

const LATEST = 8;

/** The bell's popover (loaded on intent, ../layout/notification-bell.tsx): the latest few. */
export function BellPopover({
  unread,
  open,
  onOpenChange,
  focusTrigger,
}: { unread: number } & OnIntentProps) {
  const triggerRef = useFocusTrigger(focusTrigger, open);
  const list = useNotifications({ limit: LATEST }, open);
  const mark = useMarkRead();
  const close = () => onOpenChange(false);
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <BellButton ref={triggerRef} unread={unread} />
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
        aria-label="Notifications"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <Button
            variant="ghost"
            size="sm"
            disabled={!unread || mark.isPending}
            onClick={() => mark.mutate({ all: true })}
          >
            Mark all read
          </Button>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {list.isPending ? (
            <div
              className="grid gap-2 p-3"
              role="status"
              aria-busy="true"
              aria-label="Loading notifications"
            >
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : list.isError ? (
            <ErrorState
              className="m-3"
              message={errorMessage(list.error)}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : list.data.items.length === 0 ? (
            <p className="flex items-center gap-2 px-3 py-6 text-sm text-muted-foreground">
              <BellOffIcon className="size-4" aria-hidden="true" />
              Nothing yet. Alerts you subscribe to appear here.
            </p>
          ) : (
            <ul className="divide-y">
              {list.data.items.map((item) => (
                <NotificationRow
                  key={item.eventId}
                  item={item}
                  compact
                  onRead={() => mark.mutate({ eventIds: [item.eventId] })}
                  reading={mark.isPending}
                  onOpen={() => {
                    if (!item.readAt) mark.mutate({ eventIds: [item.eventId] });
                    close();
                  }}
                />
              ))}
            </ul>
          )}
        </div>
        {mark.isError && (
          <p role="alert" className="border-t px-3 py-2 text-sm text-destructive">
            {errorMessage(mark.error)}
          </p>
        )}
        <div className="flex items-center justify-between gap-2 border-t px-3 py-2 text-sm">
          <Link
            href="/notifications"
            onClick={close}
            className="font-medium underline-offset-4 hover:underline"
          >
            All notifications
          </Link>
          <Link
            href="/notifications/settings"
            onClick={close}
            className="text-muted-foreground underline-offset-4 hover:underline"
          >
            Settings
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
