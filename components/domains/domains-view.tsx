"use client";

import { useQueryClient } from "@tanstack/react-query";
import { GlobeIcon, RotateCwIcon } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";

import { useAccount, useCan } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { Skeleton } from "@/components/ui/skeleton";
import { missingChecks, unreportedChecks } from "@/lib/email/domain-dns";
import { errorMessage } from "@/lib/queries/api-client";
import { domainDnsKeys } from "@/lib/queries/email/domain-dns";
import { useSenderDomains } from "@/lib/queries/email/sender-domains";
import { cn } from "@/lib/utils";

import { DomainCard } from "./domain-card";

// the form (react-hook-form, zod) loads when someone reaches for its button
const loadAddDialog = () => import("./domain-add-dialog").then((m) => m.DomainAddDialog);

function subscribeHash(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}
const readHash = () => decodeURIComponent(window.location.hash.slice(1));

/** Sender domains as cards; `/email/domains#<domain>` scrolls to and marks one. */
export function DomainsView() {
  const { timeZone } = useAccount();
  const canAdd = useCan("domains:write");
  const domains = useSenderDomains();
  const target = useSyncExternalStore(subscribeHash, readHash, () => "");
  const items = domains.data?.items;

  useEffect(() => {
    if (!target || !items) return;
    const card = document.getElementById(target);
    card?.scrollIntoView({ block: "start" });
    card?.focus({ preventScroll: true });
  }, [target, items]);

  const failing = items?.filter((d) => missingChecks(d).length > 0).length ?? 0;
  // a check the upstream does not report is neither passed nor failed
  const unknown =
    items?.filter((d) => missingChecks(d).length === 0 && unreportedChecks(d).length > 0).length ??
    0;
  const passing = (items?.length ?? 0) - failing - unknown;
  const queryClient = useQueryClient();
  const recheck = () => void domains.refetch();
  const recheckAll = () => {
    void domains.refetch();
    void queryClient.invalidateQueries({ queryKey: domainDnsKeys.all });
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {items
            ? `${items.length} ${items.length === 1 ? "domain" : "domains"} · ${passing} ${passing === 1 ? "passes" : "pass"} every check · ${failing} ${failing === 1 ? "needs" : "need"} DNS changes${unknown ? ` · ${unknown} not fully reported` : ""}`
            : " "}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={recheckAll} disabled={domains.isFetching}>
            <RotateCwIcon className={cn(domains.isFetching && "animate-spin")} aria-hidden="true" />
            Re-check all
          </Button>
          {canAdd && (
            <LoadOnIntent
              load={loadAddDialog}
              props={{
                onAdded: (domain: string) => {
                  window.location.hash = encodeURIComponent(domain);
                },
              }}
              trigger={
                <Button aria-haspopup="dialog">
                  <GlobeIcon aria-hidden="true" />
                  Add domain
                </Button>
              }
            />
          )}
        </div>
      </div>
      {domains.isPending ? (
        <div
          className="grid grid-cols-1 gap-4 lg:grid-cols-2"
          role="status"
          aria-busy="true"
          aria-label="Loading domains"
        >
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-80 w-full rounded-xl" />
          ))}
        </div>
      ) : domains.isError ? (
        <ErrorState
          message={errorMessage(domains.error)}
          onRetry={recheck}
          retrying={domains.isFetching}
        />
      ) : domains.data.items.length === 0 ? (
        <EmptyState
          icon={GlobeIcon}
          title="No sender domains yet"
          description={
            canAdd
              ? "Add the domain your sender addresses are on, then publish its DNS records."
              : "An admin adds the domains your sender addresses are on."
          }
        />
      ) : (
        // a grid, not CSS columns: balancing two columns re-laid every card out several
        // times, a 1-2 s task on each change of the page (adding a domain, a DNS answer)
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          {domains.data.items.map((d) => (
            <DomainCard
              key={d.id}
              domain={d}
              timeZone={timeZone}
              checkedAt={domains.dataUpdatedAt}
              checking={domains.isFetching}
              targeted={target === d.domain}
              onRecheck={recheck}
            />
          ))}
        </div>
      )}
    </div>
  );
}
