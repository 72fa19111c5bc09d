"use client";

import { Loader2Icon, ShieldCheckIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/permissions";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";
import { useSetTwoFactorPolicy } from "@/lib/two-factor/queries";

/**
 * Which roles must sign in with a second factor. A person of such a role without
 * one is led to set it up right after their password (server/auth/page-guard.ts).
 */
export function TwoFactorPolicy({ required }: { required: Role[] | undefined }) {
  const save = useSetTwoFactorPolicy();
  const [chosen, setChosen] = useState<Role[] | null>(null);
  const roles = chosen ?? required ?? [];
  const changed = chosen !== null && chosen.join() !== (required ?? []).join();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      await save.mutateAsync({ requiredRoles: roles });
      setChosen(null);
      toast.success(
        roles.length
          ? `A second factor is now required for: ${roles.map((r) => ROLE_LABELS[r]).join(", ")}.`
          : "No role requires a second factor now.",
      );
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
      aria-labelledby="two-factor-policy-title"
    >
      <div className="grid gap-1">
        <h2 id="two-factor-policy-title" className="flex items-center gap-2 font-medium">
          <ShieldCheckIcon className="size-4" aria-hidden="true" /> Two-factor sign-in
        </h2>
        <p className="text-sm text-muted-foreground">
          Require a code from an authenticator app for these roles. People without one set it up at
          their next sign-in.
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2" disabled={required === undefined}>
        <legend className="sr-only">Roles that need a second factor</legend>
        {ROLES.map((role) => (
          <div key={role} className="flex items-center gap-2">
            <Checkbox
              id={`two-factor-${role}`}
              checked={roles.includes(role)}
              onCheckedChange={(on) =>
                setChosen(on === true ? [...roles, role] : roles.filter((r) => r !== role))
              }
            />
            <Label htmlFor={`two-factor-${role}`}>{ROLE_LABELS[role]}</Label>
          </div>
        ))}
      </fieldset>
      <div>
        <Button type="submit" size="sm" disabled={!changed || save.isPending}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save
        </Button>
      </div>
    </form>
  );
}
