import type { Metadata } from "next";
import Link from "next/link";

import { ConsolePage } from "@/app/(console)/console-page";
import { GET as listSenders } from "@/app/api/viber/senders/route";
import { GET as listTemplates } from "@/app/api/viber/templates/route";
import { Button } from "@/components/ui/button";
import { CampaignComposer } from "@/components/viber/composer/campaign-composer";
import type { EngagementSource } from "@/components/viber/composer/engagement-import";
import { viberSendersRead } from "@/lib/queries/viber/senders";
import { viberTemplatesRead } from "@/lib/queries/viber/templates";
import { idParams } from "@/lib/schemas/queries";
import { isEngagementGroup } from "@/lib/schemas/viber/engagement";
import { batchParams } from "@/lib/schemas/viber/send-groups";
import { readDraft } from "@/server/drafts/store";
import { Prefetched } from "@/server/http/prefetch";
import { firstValue, type PageSearch } from "@/server/http/search-params";

export const metadata: Metadata = { title: "New campaign" };

/**
 * `?from=<campaign id>&group=<engagement group>`, or `?batch=<console campaign>&group=`
 * for all its send groups: "New campaign to these" (anything else is ignored).
 */
function engagementSource(search: PageSearch): EngagementSource | null {
  const group = firstValue(search.group);
  if (!isEngagementGroup(group)) return null;
  const batch = batchParams.safeParse({ batch: firstValue(search.batch) });
  if (batch.success) return { campaignId: 0, batch: batch.data.batch, group };
  const id = idParams.safeParse({ id: firstValue(search.from) });
  return id.success ? { campaignId: id.data.id, group } : null;
}

/** `?duplicate=<campaign id>`: "Duplicate" from a campaign page. */
function duplicateSource(search: PageSearch): number | null {
  const id = idParams.safeParse({ id: firstValue(search.duplicate) });
  return id.success ? id.data.id : null;
}

export default async function NewCampaignPage({
  searchParams,
}: {
  searchParams: Promise<PageSearch>;
}) {
  const search = await searchParams;
  const source = engagementSource(search);
  const duplicate = source ? null : duplicateSource(search);
  return (
    // Roles that cannot create campaigns do not see this page at all.
    <ConsolePage
      permission="campaigns:write"
      title="New campaign"
      description="Compose a Viber campaign, choose its recipients and schedule it."
      actions={
        <Button asChild variant="outline">
          <Link href="/viber/campaigns">All campaigns</Link>
        </Button>
      }
    >
      {async (user) => {
        // Read with the page, so the form opens on the draft without another round trip.
        const { draft } = await readDraft(user.id, "viber-campaign");
        return (
          // the senders and templates the form offers, so it is complete as sent
          <Prefetched
            prefetches={[
              { ...viberSendersRead, handler: listSenders },
              { ...viberTemplatesRead, handler: listTemplates },
            ]}
          >
            <CampaignComposer initialDraft={draft} source={source} duplicate={duplicate} />
          </Prefetched>
        );
      }}
    </ConsolePage>
  );
}
