"use client";

import { Switch } from "@/components/ui/switch";
import {
  RULE_CATALOGUE,
  RULE_GROUP_LABELS,
  RULE_GROUPS,
  ruleEntry,
} from "@/lib/watch/rule-catalogue";

export type Choices = Record<string, { console: boolean; email: boolean }>;

/** The subscription key of messages meant for a person (server/watch/audience.ts). */
export const NOTICE_RULE = "console.notice";

const rowLabel = (ruleId: string) =>
  ruleId === NOTICE_RULE
    ? { label: "Messages for you", description: "Approvals and other messages sent to you by name" }
    : (ruleEntry(ruleId) ?? { label: ruleId, description: "" });

/** One switch per rule the role can read and channel, grouped as the catalogue groups them. */
export function SubscriptionsTable({
  choices,
  onChange,
  emailReady,
}: {
  choices: Choices;
  onChange: (ruleId: string, channel: "console" | "email", on: boolean) => void;
  emailReady: boolean;
}) {
  const groups = [
    ...RULE_GROUPS.map((g) => ({
      title: RULE_GROUP_LABELS[g],
      ids: RULE_CATALOGUE.filter((r) => r.group === g && r.id in choices).map(
        (r) => r.id as string,
      ),
    })),
    { title: "Other", ids: NOTICE_RULE in choices ? [NOTICE_RULE] : [] },
  ].filter((g) => g.ids.length);
  return (
    <div className="grid gap-5">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="grid gap-1">
          <div className="grid grid-cols-[1fr_4rem_4rem] items-end gap-2 border-b pb-1 text-xs font-medium text-muted-foreground">
            <h3 className="text-sm font-semibold text-foreground">{group.title}</h3>
            <span className="text-center">Console</span>
            <span className="text-center">Email</span>
          </div>
          {group.ids.map((id) => {
            const { label, description } = rowLabel(id);
            const c = choices[id]!;
            return (
              <div key={id} className="grid grid-cols-[1fr_4rem_4rem] items-center gap-2 py-1.5">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">{label}</p>
                  {description && <p className="text-xs text-muted-foreground">{description}</p>}
                </div>
                <div className="flex justify-center">
                  <Switch
                    checked={c.console}
                    onCheckedChange={(on) => onChange(id, "console", on)}
                    aria-label={`${label}: in the console`}
                  />
                </div>
                <div className="flex justify-center">
                  <Switch
                    checked={c.email}
                    onCheckedChange={(on) => onChange(id, "email", on)}
                    aria-label={`${label}: by email`}
                    title={
                      emailReady
                        ? undefined
                        : "No sender address is chosen yet: email waits for an admin"
                    }
                  />
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
