"use client";

import { useAccount } from "@/components/account/account-context";
import { SendGroupsTable } from "@/components/viber/send-groups-table";
import { formatNumber } from "@/lib/format";
import { quietWindow } from "@/lib/schemas/local-hours";

import { useSendPlan } from "./use-send-plan";

/**
 * The review step's send groups: the upstream campaigns this one becomes, each
 * kept in the console until shortly before its time — or, for one campaign, how
 * many it reaches inside quiet hours.
 */
export function ReviewGroups() {
  const { timeZone } = useAccount();
  const { plan, quiet } = useSendPlan();
  if (!plan) return null;
  if (!plan.groups)
    return plan.quiet.count > 0 ? (
      <p
        role="note"
        className="rounded-lg border border-status-warning/40 bg-status-warning/5 p-3 text-sm"
      >
        Reaches {formatNumber(plan.quiet.count)}{" "}
        {plan.quiet.count === 1 ? "recipient" : "recipients"} inside quiet hours (
        {quietWindow(quiet)} their time).
      </p>
    ) : null;
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        Goes out as {plan.groups.length} {plan.groups.length === 1 ? "campaign" : "campaigns"}. Each
        stays in the console, where it can still be cancelled, until shortly before its time.
      </p>
      <SendGroupsTable
        groups={plan.groups.map((g) => ({ ...g, recipients: g.phones.length }))}
        timeZone={timeZone}
        caption="Send groups to create"
      />
    </div>
  );
}
