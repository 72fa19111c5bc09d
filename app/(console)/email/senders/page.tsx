import type { Metadata } from "next";

import { SendersView } from "@/components/email/senders/senders-view";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Sender addresses" };

export default async function SenderAddressesPage() {
  await requirePermission("email:read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Sender addresses"
        description="The addresses emails are sent from, and the IP addresses they leave from."
      />
      <SendersView />
    </div>
  );
}
