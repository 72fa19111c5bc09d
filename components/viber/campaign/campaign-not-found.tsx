import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** The way back from a campaign's page to the list. */
export function BackLink() {
  return (
    <Link
      href="/viber/campaigns"
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      All campaigns
    </Link>
  );
}

/** A campaign id the account has no campaign for. */
export function CampaignNotFound({ id }: { id: number }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <BackLink />
      <h1 className="text-2xl font-semibold tracking-tight">Campaign not found</h1>
      <EmptyState
        icon={SearchXIcon}
        title={`There is no campaign #${id}`}
        description="It may belong to another account, or the link may be mistyped."
        action={
          <Button asChild variant="outline">
            <Link href="/viber/campaigns">See all campaigns</Link>
          </Button>
        }
      />
    </div>
  );
}
