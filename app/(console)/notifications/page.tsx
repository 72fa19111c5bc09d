import type { Metadata } from "next";
import { Suspense } from "react";

import { ConsolePage } from "@/app/(console)/console-page";
import { NotificationsList } from "@/components/notifications/notifications-list";

export const metadata: Metadata = { title: "Notifications" };

export default function NotificationsPage() {
  return (
    <ConsolePage
      permission="account:notifications"
      title="Notifications"
      description="Alerts and messages for you, newest first. Each names what was measured and links to the page that explains it."
    >
      <Suspense>
        <NotificationsList />
      </Suspense>
    </ConsolePage>
  );
}
