import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as readDomainDns } from "@/app/api/email/domains/[domain]/dns/route";
import { GET as listDomains } from "@/app/api/email/domains/route";
import { DomainsView } from "@/components/domains/domains-view";
import { domainDnsRead } from "@/lib/queries/email/domain-dns";
import { senderDomainsRead } from "@/lib/queries/email/sender-domains";
import type { Domain, ListResult } from "@/lib/schemas/resources";
import { Prefetched } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Sender domains" };

export default function SenderDomainsPage() {
  return (
    <ConsolePage
      permission="email:read"
      title="Sender domains"
      description="Domains your emails are sent from. Receiving servers trust mail from a domain that passes DKIM, SPF and DMARC."
    >
      {/* the domains, then each one's DNS diagnosis (the cards' largest text) within
          the same bounded wait; a lookup that is slow is left to the browser */}
      <Prefetched
        prefetches={[
          {
            ...senderDomainsRead,
            handler: listDomains,
            then: (list) =>
              (list as ListResult<Domain>).items
                .filter((d) => d.domain)
                .map((d) => ({
                  ...domainDnsRead(d.domain),
                  handler: readDomainDns,
                  params: { domain: d.domain },
                })),
          },
        ]}
      >
        <DomainsView />
      </Prefetched>
    </ConsolePage>
  );
}
