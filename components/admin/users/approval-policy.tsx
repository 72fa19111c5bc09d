"use client";

import { ShieldCheckIcon } from "lucide-react";
import { useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { describePolicy, type ApprovalPolicy } from "@/lib/held-campaigns/policy";
import { useApprovalPolicy, useSetApprovalPolicy } from "@/lib/held-campaigns/queries";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";

import { SettingForm } from "./setting-form";

const MODES = [
  { value: "none", label: "No campaign" },
  { value: "all", label: "Every campaign" },
  { value: "above", label: "Campaigns to more recipients than" },
] as const;

/** Which campaigns need a second person's approval before they are sent. */
export function ApprovalPolicyForm() {
  const current = useApprovalPolicy();
  const save = useSetApprovalPolicy();
  const [chosen, setChosen] = useState<ApprovalPolicy | null>(null);
  const policy = chosen ?? current.data;
  const changed = !!chosen && JSON.stringify(chosen) !== JSON.stringify(current.data);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    try {
      await save.mutateAsync(chosen);
      setChosen(null);
      toast.success(describePolicy(chosen));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <SettingForm
      id="approval-policy"
      icon={ShieldCheckIcon}
      title="Approval before sending"
      description={
        <>
          Which campaigns wait in the console for another person&apos;s approval. Admins approve,
          and anyone you let approve from a user&apos;s menu; nobody approves their own.
        </>
      }
      onSubmit={submit}
      canSave={changed}
      saving={save.isPending}
    >
      {current.isError && <p className="text-sm text-destructive">{errorMessage(current.error)}</p>}
      <fieldset className="grid gap-2" disabled={!policy}>
        <legend className="sr-only">Campaigns that need approval</legend>
        {MODES.map((m) => (
          <div key={m.value} className="flex flex-wrap items-center gap-2">
            <input
              type="radio"
              id={`approval-${m.value}`}
              name="approval-mode"
              className="size-4 accent-primary"
              checked={policy?.mode === m.value}
              onChange={() => policy && setChosen({ ...policy, mode: m.value })}
            />
            <Label htmlFor={`approval-${m.value}`}>{m.label}</Label>
            {m.value === "above" && (
              <Input
                type="number"
                min={0}
                aria-label="Number of recipients"
                className="h-8 w-28"
                value={policy?.threshold ?? ""}
                onChange={(e) =>
                  policy &&
                  setChosen({
                    ...policy,
                    mode: "above",
                    threshold: Math.max(0, Math.floor(Number(e.target.value) || 0)),
                  })
                }
              />
            )}
          </div>
        ))}
      </fieldset>
    </SettingForm>
  );
}
