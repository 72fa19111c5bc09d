import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as readQuota } from "@/app/api/email/resubscribe/route";
import { GET as listSenders } from "@/app/api/email/senders/route";
import { GET as listUnsubscribes } from "@/app/api/email/unsubscribes/route";
import { UnsubscribesView } from "@/components/unsubscribes/unsubscribes-view";
import { emailSendersRead } from "@/lib/queries/email/sender-addresses";
import {
  resubscribeQuotaRead,
  unsubscribeFiltersFrom,
  unsubscribesRead,
} from "@/lib/queries/email/unsubscribes";
import { Prefetched } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "Unsubscribes" };

type Search = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function UnsubscribesPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  const search = await searchParams;
  const { filters } = unsubscribeFiltersFrom({
    date: first(search.date),
    page: first(search.page),
    size: first(search.size),
  });
  return (
    <ConsolePage
      permission="email:read"
      title="Unsubscribes"
      description="Addresses that no email is sent to: unsubscribed by link, added by hand or after a spam complaint."
    >
      {/* the list as the URL asks for it, and the resubscribe card's quota and senders
          (its "Counted from…" line was the page's largest paint, a round trip late) */}
      <Prefetched
        prefetches={[
          { ...unsubscribesRead(filters), handler: listUnsubscribes },
          { ...resubscribeQuotaRead, handler: readQuota },
          { ...emailSendersRead, handler: listSenders },
        ]}
      >
        <UnsubscribesView />
      </Prefetched>
    </ConsolePage>
  );
}
