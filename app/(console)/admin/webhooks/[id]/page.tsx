import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ConsolePage } from "@/app/(console)/console-page";
import { WebhookDetail } from "@/components/webhooks/webhook-detail";
import { idParams } from "@/lib/schemas/queries";

export const metadata: Metadata = { title: "Webhook" };

export default async function WebhookPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = idParams.safeParse(await params);
  return (
    <ConsolePage
      permission="users:manage"
      title="Webhook"
      description="Its deliveries, newest first: each attempt, what the receiver answered, and how long it took."
    >
      {() => {
        // after the permission check: a role without it gets 403 whatever the id
        if (!parsed.success) notFound();
        return <WebhookDetail id={parsed.data.id} />;
      }}
    </ConsolePage>
  );
}
