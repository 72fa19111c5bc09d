"use client";

import { CircleCheckIcon, GlobeIcon, ShieldAlertIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { missingChecks } from "@/lib/email/domain-dns";
import { useDomainHealth } from "@/lib/queries/overview";
import type { Domain } from "@/lib/schemas/resources";

import { OverviewTile } from "./overview-tile";

/** Checks reported as failed (one the reply does not report is not counted as failed). */
function failing(d: Domain): string[] {
  return missingChecks(d).map((c) => c.label);
}

/**
 * In the page header: how many domains need attention, linking to their cards.
 * It takes the same room while loading, so nothing on the page moves.
 */
export function DomainAlert() {
  const query = useDomainHealth();
  if (!query.isSuccess) return <Skeleton className="h-6 w-48" aria-hidden="true" />;
  const items = query.data.items;
  const bad = items.filter((d) => failing(d).length > 0).length;
  return bad > 0 ? (
    <Badge asChild variant="danger" className="h-6 text-sm">
      <a href="#domain-health">
        <ShieldAlertIcon aria-hidden="true" />
        {bad} of {items.length} domains need attention
      </a>
    </Badge>
  ) : (
    <Badge asChild variant="success" className="h-6 text-sm">
      <Link href="/email/domains">
        <CircleCheckIcon aria-hidden="true" />
        All domains pass their checks
      </Link>
    </Badge>
  );
}

/**
 * Domain health: one red card per domain failing a check, linking to it; a
 * single calm tile when every domain passes.
 */
export function DomainHealth() {
  const query = useDomainHealth();
  const failingDomains = (query.data?.items ?? []).filter((d) => failing(d).length > 0);
  if (query.isSuccess && failingDomains.length > 0)
    return (
      <section aria-labelledby="domain-health" className="grid scroll-mt-20 gap-3">
        <h2 id="domain-health" className="flex items-center gap-2 text-base font-semibold">
          <ShieldAlertIcon className="size-4 text-status-danger" aria-hidden="true" />
          Domains that need attention ({failingDomains.length} of {query.data.items.length})
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {failingDomains.map((d) => (
            <li key={d.id}>
              <Card className="relative border-status-danger/50 bg-status-danger/5 py-4 transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-status-danger/10">
                <CardContent className="grid gap-1 px-4">
                  <Link
                    href={`/email/domains#${encodeURIComponent(d.domain)}`}
                    className="truncate font-medium after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {d.domain}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    Failing: {failing(d).join(", ")}
                    {d.active ? "" : " · inactive"}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <OverviewTile
      title="Domain health"
      icon={GlobeIcon}
      href="/email/domains"
      linkLabel="Domains"
      query={query}
      skeletonRows={2}
    >
      {(data) => (
        <p className="text-sm">
          {data.items.length === 0
            ? "No sender domains yet."
            : `All ${data.items.length} domains pass DKIM, SPF and DMARC.`}
        </p>
      )}
    </OverviewTile>
  );
}
