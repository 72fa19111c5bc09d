"use client";

import { BellRingIcon, Loader2Icon } from "lucide-react";
import { useId, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";
import { useChangeRule } from "@/lib/watch/queries";
import type { RuleView } from "@/lib/watch/schema";

/** One alert rule: on or off at once; its thresholds edited and saved together. */
export function AlertRuleCard({ rule }: { rule: RuleView }) {
  const change = useChangeRule(rule.id);
  const base = useId();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const value = (key: string) => draft[key] ?? String(rule.setting.params[key] ?? "");
  const edited = Object.keys(draft).filter((k) => draft[k] !== String(rule.setting.params[k]));
  const invalid = edited.find((k) => {
    const p = rule.params.find((x) => x.key === k)!;
    const n = Number(draft[k]);
    return draft[k] === "" || !Number.isFinite(n) || n < p.min || n > p.max;
  });

  async function toggle(enabled: boolean) {
    try {
      await change.mutateAsync({ enabled });
      toast.success(`${rule.title}: ${enabled ? "on" : "off"}.`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (invalid || !edited.length) return;
    try {
      await change.mutateAsync({
        params: Object.fromEntries(edited.map((k) => [k, Number(draft[k])])),
      });
      setDraft({});
      toast.success(`${rule.title}: saved.`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <form
      onSubmit={(e) => void save(e)}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      aria-labelledby={`${base}-title`}
      data-rule={rule.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={`${base}-title`} className="font-medium">
            {rule.title}
          </h3>
          <p className="text-sm text-muted-foreground">{rule.description}</p>
        </div>
        <Switch
          checked={rule.setting.enabled}
          onCheckedChange={(on) => void toggle(on)}
          disabled={change.isPending}
          aria-label={`${rule.title}: ${rule.setting.enabled ? "on" : "off"}`}
        />
      </div>
      {rule.params.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          {rule.params.map((p) => (
            <div key={p.key} className="grid gap-1">
              <Label htmlFor={`${base}-${p.key}`} className="text-xs">
                {p.label} ({p.unit})
              </Label>
              <Input
                id={`${base}-${p.key}`}
                inputMode="decimal"
                className="w-28"
                value={value(p.key)}
                aria-invalid={invalid === p.key || undefined}
                onChange={(e) => setDraft({ ...draft, [p.key]: e.target.value })}
              />
            </div>
          ))}
          <Button
            type="submit"
            size="sm"
            disabled={!edited.length || !!invalid || change.isPending}
          >
            {change.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save
          </Button>
        </div>
      )}
      {invalid && (
        <p role="alert" className="text-sm text-status-danger">
          {(() => {
            const p = rule.params.find((x) => x.key === invalid)!;
            return `${p.label}: a number from ${p.min} to ${p.max}.`;
          })()}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        {rule.firing.length > 0 ? (
          <>
            <BellRingIcon className="size-3.5 text-status-warning" aria-hidden="true" />
            <span>Firing for</span>
            {rule.firing.slice(0, 6).map((s) => (
              <Badge key={s} variant="outline" className="max-w-full truncate">
                {s}
              </Badge>
            ))}
            {rule.firing.length > 6 && <span>and {rule.firing.length - 6} more</span>}
          </>
        ) : (
          <span>Nothing fires now.</span>
        )}
        {rule.checkedAt && (
          <span className="ml-auto">
            Checked <DateTime value={rule.checkedAt} style="time" />
          </span>
        )}
      </div>
    </form>
  );
}
