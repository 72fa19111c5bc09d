import type { Metadata } from "next";
import Link from "next/link";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as readQuota } from "@/app/api/email/resubscribe/route";
import { GET as listSenders } from "@/app/api/email/senders/route";
import { GET as listUnsubscribes } from "@/app/api/email/unsubscribes/route";
import { UnsubscribesView } from "@/components/unsubscribes/unsubscribes-view";
import { can } from "@/lib/permissions";
import { emailSendersRead } from "@/lib/queries/email/sender-addresses";
import {
  resubscribeQuotaRead,
  unsubscribeFiltersFrom,
  unsubscribesRead,
} from "@/lib/queries/email/unsubscribes";
import { Prefetched } from "@/server/http/prefetch";
import { firstValue, type PageSearch } from "@/server/http/search-params";

export const metadata: Metadata = { title: "Unsubscribes" };

export default async function UnsubscribesPage({
  searchParams,
}: {
  searchParams: Promise<PageSearch>;
}) {
  const search = await searchParams;
  const { filters } = unsubscribeFiltersFrom({
    date: firstValue(search.date),
    page: firstValue(search.page),
    size: firstValue(search.size),
  });
  return (
    <ConsolePage
      permission="email:read"
      title="Unsubscribes"
      description={
        <>
          Addresses that no email is sent to: unsubscribed by link, added by hand or after a spam
          complaint.{" "}
          <Link href="/suppressions" className="underline underline-offset-4">
            Search every suppression list
          </Link>
        </>
      }
    >
      {(user) => (
        // the list as the URL asks for it, and for those who see the resubscribe card
        // (unsubscribes:write) its quota and senders: its "Counted from…" line was the
        // page's largest paint, a round trip late
        <Prefetched
          prefetches={[
            { ...unsubscribesRead(filters), handler: listUnsubscribes },
            ...(can(user.role, "unsubscribes:write")
              ? [
                  { ...resubscribeQuotaRead, handler: readQuota },
                  { ...emailSendersRead, handler: listSenders },
                ]
              : []),
          ]}
        >
          <UnsubscribesView />
        </Prefetched>
      )}
    </ConsolePage>
  );
}
