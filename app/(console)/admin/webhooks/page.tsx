import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { WebhooksAdmin } from "@/components/webhooks/webhooks-admin";

export const metadata: Metadata = { title: "Webhooks" };

export default function WebhooksPage() {
  return (
    <ConsolePage
      permission="users:manage"
      title="Webhooks"
      description="Alerts sent to other systems: signed JSON events, or messages to a chat channel."
    >
      <WebhooksAdmin />
    </ConsolePage>
  );
}
