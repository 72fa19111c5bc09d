"use client";

import { ShieldCheckIcon } from "lucide-react";
import { useState } from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/permissions";
import { errorMessage } from "@/lib/queries/api-client";
import { toast } from "@/lib/toast";
import { useSetTwoFactorPolicy } from "@/lib/two-factor/queries";

import { SettingForm } from "./setting-form";

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
    <SettingForm
      id="two-factor-policy"
      icon={ShieldCheckIcon}
      title="Two-factor sign-in"
      description={
        <>
          Require a code from an authenticator app for these roles. People without one set it up at
          their next sign-in.
        </>
      }
      onSubmit={submit}
      canSave={changed}
      saving={save.isPending}
    >
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
    </SettingForm>
  );
}
