import type { Metadata } from "next";

import { GET as listDomains } from "@/app/api/email/domains/route";
import { DomainsView } from "@/components/domains/domains-view";
import { PageHeader } from "@/components/layout/page-header";
import { senderDomainsRead } from "@/lib/queries/sender-domains";
import { requirePermission } from "@/server/auth/page-guard";
import { Prefetched } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Sender domains" };

export default async function SenderDomainsPage() {
  await requirePermission("email:read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Sender domains"
        description="Domains your emails are sent from. Receiving servers trust mail from a domain that passes DKIM, SPF and DMARC."
      />
      <Prefetched prefetches={[{ ...senderDomainsRead, handler: listDomains }]}>
        <DomainsView />
      </Prefetched>
    </div>
  );
}
