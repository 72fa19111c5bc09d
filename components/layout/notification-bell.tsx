"use client";

import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { useUnreadCount } from "@/lib/notifications/queries";

import { BellButton } from "./header-buttons";

const loadPopover = () => import("./bell-popover").then((m) => m.BellPopover);

/**
 * The header's bell: the unread count, polled (lib/notifications/queries.ts);
 * its popover of the latest notifications loads when someone reaches for it.
 */
export function NotificationBell() {
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <LoadOnIntent load={loadPopover} props={{ unread }} trigger={<BellButton unread={unread} />} />
  );
}
