"use client";

import { ShieldCheckIcon } from "lucide-react";
import { useState } from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { formatNumber } from "@/lib/format";
import { needsApproval } from "@/lib/held-campaigns/policy";
import { useApprovalPolicy } from "@/lib/held-campaigns/queries";

/**
 * How the review sends: straight upstream, for approval (the admin's setting
 * says this campaign needs it), or kept in the console until its time (the
 * person's choice, for a scheduled one), so it can still be changed or cancelled.
 */
export function useSendChoice(recipientCount: number, scheduled: boolean) {
  const policy = useApprovalPolicy();
  const [keep, setKeep] = useState(false);
  const approval = !!policy.data && needsApproval(policy.data, recipientCount);
  const hold = approval ? { keep: false } : scheduled && keep ? { keep: true } : undefined;
  const note = approval ? (
    <p className="flex gap-2 rounded-lg border border-status-warning/40 bg-status-warning/5 p-3 text-sm">
      <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        To {formatNumber(recipientCount)} recipients, this campaign needs another person&apos;s
        approval. Nothing is sent until it is approved; until it goes upstream you can still change
        or cancel it.
      </span>
    </p>
  ) : scheduled ? (
    <div className="grid gap-1 text-sm">
      <div className="flex items-center gap-2">
        <Checkbox
          id="keep-in-console"
          checked={keep}
          onCheckedChange={(v) => setKeep(v === true)}
        />
        <Label htmlFor="keep-in-console">Keep it in the console until its time</Label>
      </div>
      <p className="pl-6 text-muted-foreground">
        It can then be changed or cancelled until it is sent upstream, a couple of minutes before
        its time. Once sent upstream it can no longer be.
      </p>
    </div>
  ) : null;
  const label = approval ? "Ask for approval" : hold ? "Keep until its time" : null;
  return { hold, note, label, checking: policy.isPending };
}
