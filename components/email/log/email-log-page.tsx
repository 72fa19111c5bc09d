"use client";

import dynamic from "next/dynamic";

import { useOpenedOnce } from "@/components/ui/load-on-intent";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatNumber } from "@/lib/format";
import { useEmailTotal } from "@/lib/queries/email/messages";
import { useUrlState } from "@/lib/use-url-state";

import { EmailLog } from "./email-log";

/**
 * The lookup tab (its form, and a virtualised table for any number of ids) loads
 * when the tab is first shown; it then stays mounted, so what was typed is kept.
 */
const EmailLookup = dynamic(() => import("./email-lookup").then((m) => m.EmailLookup), {
  ssr: false,
  loading: () => <Skeleton className="h-40 w-full" aria-label="Loading the lookup" />,
});

/** The log and the lookup by id, as two tabs; the tab is in the URL too. */
export function EmailLogPage() {
  const [v, set] = useUrlState(["view"] as const);
  const view = v.view === "lookup" ? "lookup" : "log";
  const lookupShown = useOpenedOnce(view === "lookup");
  return (
    <Tabs
      value={view}
      onValueChange={(next) =>
        set({ view: next === "lookup" ? "lookup" : undefined }, { keepPage: true })
      }
      className="min-w-0 gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList>
          <TabsTrigger value="log">Log</TabsTrigger>
          <TabsTrigger value="lookup">Look up by id</TabsTrigger>
        </TabsList>
        <AccountTotal />
      </div>
      <TabsContent value="log" forceMount className="data-[state=inactive]:hidden">
        <EmailLog />
      </TabsContent>
      <TabsContent value="lookup" forceMount className="data-[state=inactive]:hidden">
        {lookupShown && <EmailLookup />}
      </TabsContent>
    </Tabs>
  );
}

/** The upstream's total is the account's, whatever the filters. */
function AccountTotal() {
  const total = useEmailTotal();
  if (total.isError) return null;
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {total.data ? (
        <>
          <span className="font-medium text-foreground tabular-nums">
            {formatNumber(total.data.total)}
          </span>{" "}
          emails sent from this account in all (not only those matching the filters)
        </>
      ) : (
        "Counting the account's emails…"
      )}
    </p>
  );
}
