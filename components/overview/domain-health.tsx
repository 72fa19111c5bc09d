"use client";

import { useQueries } from "@tanstack/react-query";
import { CircleCheckIcon, GlobeIcon, ShieldAlertIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { domainVerdicts, failingLabels } from "@/lib/email/domain-verdict";
import { domainDnsQuery } from "@/lib/queries/email/domain-dns";
import { useDomainHealth } from "@/lib/queries/overview";
import type { Domain } from "@/lib/schemas/resources";

import { OverviewTile } from "./overview-tile";

/**
 * The domains and the checks each fails, by the domain cards' verdicts: the
 * Messaging API's and the console's DNS check together (lib/email/domain-verdict.ts).
 * `checking`: some DNS diagnoses are still on their way.
 */
function useFailing() {
  const query = useDomainHealth();
  const items = query.data?.items ?? [];
  const dns = useQueries({ queries: items.map((d) => domainDnsQuery(d.domain)) });
  const failing = new Map<Domain, string[]>();
  items.forEach((d, i) => {
    const labels = failingLabels(domainVerdicts(d, dns[i]?.data));
    if (labels.length) failing.set(d, labels);
  });
  return { query, failing, checking: dns.some((q) => q.isPending) };
}

/**
 * In the page header: how many domains need attention, linking to their cards.
 * It takes the same room while loading, so nothing on the page moves.
 */
export function DomainAlert() {
  const { query, failing, checking } = useFailing();
  if (!query.isSuccess) return <Skeleton className="h-6 w-48" aria-hidden="true" />;
  const items = query.data.items;
  const bad = failing.size;
  if (bad === 0 && checking) return <Skeleton className="h-6 w-48" aria-hidden="true" />;
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
  const { query, failing, checking } = useFailing();
  const failingDomains = [...failing.keys()];
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
                    Failing: {failing.get(d)?.join(", ")}
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
            : checking
              ? "Checking the domains' DNS records…"
              : `All ${data.items.length} domains pass DKIM, SPF and DMARC.`}
        </p>
      )}
    </OverviewTile>
  );
}
