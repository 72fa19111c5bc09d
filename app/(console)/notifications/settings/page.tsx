import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { NotificationSettings } from "@/components/notifications/notification-settings";
import { can } from "@/lib/permissions";

export const metadata: Metadata = { title: "Notification settings" };

export default function NotificationSettingsPage() {
  return (
    <ConsolePage
      permission="account:notifications"
      title="Notification settings"
      description="Choose the alerts you hear of, where (the bell, email), and a daily or weekly digest."
    >
      {(user) => <NotificationSettings isAdmin={can(user.role, "users:manage")} role={user.role} />}
    </ConsolePage>
  );
}
