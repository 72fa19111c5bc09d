import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as listDomains } from "@/app/api/email/domains/route";
import { DomainsView } from "@/components/domains/domains-view";
import { senderDomainsRead } from "@/lib/queries/email/sender-domains";
import { Prefetched } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Sender domains" };

export default function SenderDomainsPage() {
  return (
    <ConsolePage
      permission="email:read"
      title="Sender domains"
      description="Domains your emails are sent from. Receiving servers trust mail from a domain that passes DKIM, SPF and DMARC."
    >
      <Prefetched prefetches={[{ ...senderDomainsRead, handler: listDomains }]}>
        <DomainsView />
      </Prefetched>
    </ConsolePage>
  );
}
