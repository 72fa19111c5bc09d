import type { Metadata } from "next";
import Link from "next/link";

import { GET as listSenders } from "@/app/api/viber/senders/route";
import { GET as listTemplates } from "@/app/api/viber/templates/route";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { CampaignComposer } from "@/components/viber/composer/campaign-composer";
import { composerKeys } from "@/lib/queries/viber-composer";
import { viberSenderKeys } from "@/lib/queries/viber-senders";
import { requirePermission } from "@/server/auth/page-guard";
import { readDraft } from "@/server/drafts/store";
import { Prefetched } from "@/server/http/prefetch";

export const metadata: Metadata = { title: "New campaign" };

export default async function NewCampaignPage() {
  // Roles that cannot create campaigns do not see this page at all.
  const user = await requirePermission("campaigns:write");
  // Read with the page, so the form opens on the draft without another round trip.
  const { draft } = await readDraft(user.id, "viber-campaign");
  return (
    <div className="grid gap-6">
      <PageHeader
        title="New campaign"
        description="Compose a Viber campaign, choose its recipients and schedule it."
        actions={
          <Button asChild variant="outline">
            <Link href="/viber/campaigns">All campaigns</Link>
          </Button>
        }
      />
      {/* the senders and templates the form offers, so it is complete as sent */}
      <Prefetched
        prefetches={[
          { queryKey: viberSenderKeys.all, handler: listSenders, path: "/api/viber/senders" },
          {
            queryKey: composerKeys.templates,
            handler: listTemplates,
            path: "/api/viber/templates",
          },
        ]}
      >
        <CampaignComposer initialDraft={draft} />
      </Prefetched>
    </div>
  );
}
