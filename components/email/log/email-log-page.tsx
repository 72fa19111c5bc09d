"use client";

import dynamic from "next/dynamic";

import { useOpenedOnce } from "@/components/ui/load-on-intent";
import { Skeleton } from "@/components/ui/skeleton";
import { ViewNav } from "@/components/ui/view-nav";
import { formatNumber } from "@/lib/format";
import { useUrlState } from "@/lib/hooks/use-url-state";
import { useEmailTotal } from "@/lib/queries/email/messages";

import { EmailLog } from "./email-log";

/**
 * The lookup tab (its form, and a virtualised table for any number of ids) loads
 * when the tab is first shown; it then stays mounted, so what was typed is kept.
 */
const EmailLookup = dynamic(() => import("./email-lookup").then((m) => m.EmailLookup), {
  ssr: false,
  loading: () => <Skeleton className="h-40 w-full" aria-label="Loading the lookup" />,
});

const VIEWS = [
  { value: "log", label: "Log" },
  { value: "lookup", label: "Look up by id" },
] as const;
type View = (typeof VIEWS)[number]["value"];

/**
 * The log and the lookup by id, two views of the page in its URL (`?view=lookup`),
 * switched by links drawn as tabs. The lookup stays mounted once shown, so what
 * was typed in it is kept when going back and forth.
 */
export function EmailLogPage() {
  const [v, set, hrefFor] = useUrlState(["view"] as const);
  const view = v.view === "lookup" ? "lookup" : "log";
  // the log is the page's default: no `view` in its URL
  const change = (next: View) => ({ view: next === "log" ? undefined : next });
  const lookupShown = useOpenedOnce(view === "lookup");
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewNav
          label="Email log views"
          views={VIEWS}
          current={view}
          hrefFor={(next) => hrefFor(change(next), { keepPage: true })}
          onSelect={(next) => set(change(next), { keepPage: true })}
        />
        <AccountTotal />
      </div>
      <div hidden={view !== "log"}>
        <EmailLog />
      </div>
      <div hidden={view !== "lookup"}>{lookupShown && <EmailLookup />}</div>
    </div>
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
