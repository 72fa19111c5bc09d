"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";

import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { CampaignMessage } from "@/components/viber/campaign-message";
import { heldDetailQuery } from "@/lib/held-campaigns/queries";
import { errorMessage } from "@/lib/queries/api-client";

import { HeldActions } from "./held-actions";
import { HeldStatusBadge } from "./held-badge";
import { HeldFacts } from "./held-facts";
import { HeldNotice } from "./held-notice";

/** A campaign the console holds: exactly what will be sent, to whom and when, and what can be done. */
export function HeldView({ batch }: { batch: string }) {
  const detail = useQuery(heldDetailQuery(batch));
  const back = (
    <Button asChild variant="outline">
      <Link href="/viber/campaigns">
        <ArrowLeftIcon aria-hidden="true" /> All campaigns
      </Link>
    </Button>
  );
  if (detail.isPending)
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the campaign">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  if (detail.isError)
    return (
      <div className="grid gap-4">
        <PageHeader title="Campaign kept in the console" actions={back} />
        <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />
      </div>
    );
  const { campaign: c, review } = detail.data;
  const p = c.parts[0]!.payload;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={c.name || "Untitled campaign"}
        description={<HeldStatusBadge status={c.status} late={c.late} />}
        actions={back}
      />
      <HeldNotice campaign={c} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <section
            aria-label="What will be sent"
            className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          >
            <HeldFacts campaign={c} review={review} />
          </section>
          <HeldActions campaign={c} />
        </div>
        <aside aria-label="The message as the phone shows it" className="grid gap-2">
          <h2 className="text-sm font-medium">The message as the phone shows it</h2>
          <CampaignMessage
            campaign={{
              message: p.message ?? null,
              button_text: p.additional?.button?.text ?? null,
              button_link: p.additional?.button?.link ?? null,
              image_link: p.additional?.image?.link ?? null,
            }}
          />
        </aside>
      </div>
    </div>
  );
}
