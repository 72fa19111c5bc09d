"use client";

import { GlobeIcon, MoonIcon } from "lucide-react";
import { useFormContext, useWatch } from "react-hook-form";

import { useAccount } from "@/components/account/account-context";
import { Button } from "@/components/ui/button";
import { SendGroupsTable } from "@/components/viber/send-groups-table";
import { zoneLabel } from "@/lib/datetime";
import { countryName } from "@/lib/email/countries";
import { formatNumber } from "@/lib/format";
import { quietWindow, type QuietHours } from "@/lib/schemas/local-hours";
import type { ViberCampaignFormValues } from "@/lib/schemas/viber/campaign-form";
import type { SendPlan } from "@/lib/viber/send-plan";

import { Notice } from "./notice";

const people = (n: number) => `${formatNumber(n)} ${n === 1 ? "recipient" : "recipients"}`;

/**
 * Under the send time: who it reaches inside quiet hours (with the offer to move
 * them), and the groups the campaign goes out as, before anything is sent.
 */
export function SendPlanPanel({ plan, quiet }: { plan: SendPlan | null; quiet: QuietHours }) {
  const { timeZone } = useAccount();
  if (!plan) return null;
  const groups = plan.groups;
  return (
    <div className="grid gap-3">
      <QuietHoursNotice plan={plan} quiet={quiet} />
      {groups && groups.length > 0 && (
        <div className="grid gap-2 rounded-lg border p-3">
          <p id="send-groups-title" className="flex items-center gap-2 text-sm font-medium">
            <GlobeIcon className="size-4" aria-hidden="true" />
            Goes out as {groups.length} {groups.length === 1 ? "campaign" : "campaigns"}, one per
            send time
          </p>
          <SendGroupsTable
            groups={groups.map((g) => ({ ...g, recipients: g.phones.length }))}
            timeZone={timeZone}
            caption="Send groups"
          />
          {plan.approximate.length > 0 && (
            <p className="text-xs text-muted-foreground">
              {plan.approximate.map(countryName).join(", ")}{" "}
              {plan.approximate.length === 1 ? "has" : "have"} several timezones: their recipients
              are sent by the most populous one&apos;s clock.
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function QuietHoursNotice({ plan, quiet }: { plan: SendPlan; quiet: QuietHours }) {
  const { control, setValue } = useFormContext<ViberCampaignFormValues>();
  const [timing, move] = useWatch({ control, name: ["timing", "quiet_move"] });
  const opts = { shouldDirty: true } as const;

  if (timing === "scheduled" && move && plan.groups) {
    const moved = plan.groups.filter((g) => g.zone !== null);
    const n = moved.reduce((s, g) => s + g.phones.length, 0);
    return (
      <Notice tone="info" icon={MoonIcon}>
        <p>
          {people(n)} inside quiet hours ({quietWindow(quiet)} their time) will get it when those
          end where they are.
        </p>
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => setValue("quiet_move", false, opts)}
          >
            Send to everyone at the chosen time
          </Button>
        </div>
      </Notice>
    );
  }
  if (plan.quiet.count === 0) return null;
  const where = plan.quiet.zones
    .slice(0, 4)
    .map((z) => `${formatNumber(z.n)} in ${zoneLabel(z.zone)} at ${z.local}`)
    .join(", ");
  const more = plan.quiet.zones.length > 4 ? ` and ${plan.quiet.zones.length - 4} more zones` : "";
  return (
    <Notice tone="warning" icon={MoonIcon} role="alert">
      <p className="font-medium">
        This time reaches {people(plan.quiet.count)} inside quiet hours ({quietWindow(quiet)} their
        time).
      </p>
      <p>
        {where}
        {more}.
      </p>
      <div>
        {timing === "local" ? (
          <Button type="button" size="sm" onClick={() => setValue("local_time", quiet.end, opts)}>
            Send at {quiet.end} their time instead
          </Button>
        ) : (
          <Button type="button" size="sm" onClick={() => setValue("quiet_move", true, opts)}>
            Move them to {quiet.end} their time
          </Button>
        )}
      </div>
    </Notice>
  );
}
