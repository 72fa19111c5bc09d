import type { Metadata } from "next";

import { DomainsView } from "@/components/domains/domains-view";
import { PageHeader } from "@/components/layout/page-header";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Sender domains" };

export default async function SenderDomainsPage() {
  await requirePermission("email:read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Sender domains"
        description="Domains your emails are sent from. Receiving servers trust mail from a domain that passes DKIM, SPF and DMARC."
      />
      <DomainsView />
    </div>
  );
}
