"use client";

import { ErrorState, retryOf } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/queries/api-client";
import { useWatchRules } from "@/lib/watch/queries";
import type { RuleView } from "@/lib/watch/schema";

import { AlertRuleCard } from "./alert-rule-card";
import { RecentAlerts } from "./recent-alerts";

const GROUPS: RuleView["group"][] = ["Email", "Sender domains", "Viber", "Upstream"];

/** The admin's alerts page: the newest alerts, then every rule by group, editable. */
export function AlertRules() {
  const rules = useWatchRules();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="recent-alerts-title" className="grid gap-3">
        <h2 id="recent-alerts-title" className="text-lg font-semibold">
          Recent alerts
        </h2>
        <RecentAlerts />
      </section>
      <section aria-labelledby="alert-rules-title" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="alert-rules-title" className="text-lg font-semibold">
            Rules
          </h2>
          <p className="text-sm text-muted-foreground">
            Each rule is checked every minute. An alert fires once when its condition starts and
            once when it ends. Changes apply from the next check.
          </p>
        </div>
        {rules.isPending ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label="Loading rules">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-28 w-full" />
            ))}
          </div>
        ) : rules.isError ? (
          <ErrorState
            title="The rules could not be loaded"
            message={errorMessage(rules.error)}
            {...retryOf(rules)}
          />
        ) : (
          GROUPS.map((group) => (
            <div key={group} className="grid gap-3">
              <h3 className="text-sm font-medium text-muted-foreground">{group}</h3>
              {rules.data.items
                .filter((r) => r.group === group)
                .map((r) => (
                  <AlertRuleCard key={r.id} rule={r} />
                ))}
            </div>
          ))
        )}
      </section>
    </div>
  );
}
