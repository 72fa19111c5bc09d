"use client";

import { UserPlusIcon, UsersIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";

import { DataTable } from "@/components/data-table/data-table";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { failureOf } from "@/components/ui/error-state";
import { LoadOnIntent, mountedOnceOpen } from "@/components/ui/load-on-intent";
import { ROLE_LABELS } from "@/lib/permissions";
import { errorMessage } from "@/lib/queries/api-client";
import { useActionKey } from "@/lib/queries/use-action-key";
import { toast } from "@/lib/toast";
import { useResetTwoFactor, useTwoFactorSettings } from "@/lib/two-factor/queries";
import { useUpdateUser, useUsers } from "@/lib/users/queries";
import type { PublicUser } from "@/lib/users/schema";

import { ApprovalPolicyForm } from "./approval-policy";
import { QuietHoursSetting } from "./quiet-hours-setting";
import { TwoFactorPolicy } from "./two-factor-policy";
import { userColumns } from "./user-columns";
import type { UserChange } from "./user-row-menu";

// the form (react-hook-form, zod) loads when someone reaches for its button
/** Shown once a password is made (create, reset); its dialog's code loads then. */
const TemporaryPasswordDialog = mountedOnceOpen(
  dynamic(() => import("./temporary-password-dialog").then((m) => m.TemporaryPasswordDialog), {
    ssr: false,
  }),
  (p) => p.secret !== null,
);
const loadCreateDialog = () => import("./user-create-dialog").then((m) => m.UserCreateDialog);

type Pending = {
  user: PublicUser;
  change: UserChange;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
};

export function UsersAdmin({ currentUserId }: { currentUserId: number }) {
  const users = useUsers();
  const update = useUpdateUser();
  const twoFactor = useTwoFactorSettings();
  const resetTwoFactor = useResetTwoFactor();
  const enrolledIds = twoFactor.data?.enrolledUserIds;
  const [pending, setPending] = useState<Pending | null>(null);
  const [secret, setSecret] = useState<{ email: string; password: string } | null>(null);
  const actionKey = useActionKey();
  const columns = useMemo(
    () =>
      userColumns(
        currentUserId,
        (user, change) => setPending(confirmation(user, change)),
        new Set(enrolledIds),
      ),
    [currentUserId, enrolledIds],
  );

  async function apply(p: Pending) {
    setPending(null);
    if ("resetSecondFactor" in p.change) {
      const target = { id: p.user.id, body: {} };
      try {
        await resetTwoFactor.mutateAsync({ ...target, key: actionKey.keyFor(target) });
        actionKey.done();
        toast.success(
          `${p.user.email} signs in with their password alone until they set up a new second factor.`,
        );
      } catch (err) {
        toast.error(errorMessage(err));
      }
      return;
    }
    const target = { id: p.user.id, body: p.change };
    try {
      const saved = await update.mutateAsync({ ...target, key: actionKey.keyFor(target) });
      actionKey.done();
      if (saved.temporaryPassword)
        setSecret({ email: p.user.email, password: saved.temporaryPassword });
      else if (saved.notice) toast.info(saved.notice);
      else toast.success(`${p.user.email} updated.`);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <TwoFactorPolicy required={twoFactor.data?.requiredRoles} />
      <QuietHoursSetting />
      <ApprovalPolicyForm />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {users.data ? `${users.data.items.length} users` : " "}
        </p>
        <LoadOnIntent
          load={loadCreateDialog}
          props={{
            onCreated: (email: string, password?: string, notice?: string) =>
              password
                ? setSecret({ email, password })
                : notice
                  ? toast.info(notice)
                  : toast.success(`${email} added.`),
          }}
          trigger={
            <Button aria-haspopup="dialog">
              <UserPlusIcon aria-hidden="true" /> Add user
            </Button>
          }
        />
      </div>
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data?.items}
        getRowId={(u) => String(u.id)}
        {...failureOf(users)}
        empty={{ title: "No users yet", icon: UsersIcon }}
      />
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setPending(null)}
          title={pending.title}
          description={pending.description}
          confirmLabel={pending.confirm}
          destructive={pending.destructive}
          onConfirm={() => void apply(pending)}
        />
      )}
      <TemporaryPasswordDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

/** What the confirmation of a change says. */
function confirmation(user: PublicUser, change: UserChange): Pending {
  return { user, change, ...confirmationText(user, change) };
}

function confirmationText(user: PublicUser, change: UserChange) {
  if ("resetSecondFactor" in change)
    return {
      title: `Reset ${user.name}'s two-factor sign-in?`,
      description:
        "Their authenticator app and recovery codes stop working. If their role needs a second factor, they set up a new one at their next sign-in.",
      confirm: "Reset two-factor",
      destructive: true,
    };
  if (change.canApprove !== undefined)
    return change.canApprove
      ? {
          title: `Let ${user.name} approve campaigns?`,
          description:
            "They can approve or send back other people's campaigns that need approval (never their own).",
          confirm: "Let approve",
        }
      : {
          title: `Take back ${user.name}'s approving of campaigns?`,
          description: "They can no longer approve or send back campaigns.",
          confirm: "Take back",
        };
  if (change.role)
    return {
      title: `Make ${user.name} ${ROLE_LABELS[change.role]}?`,
      description: `Their permissions change on their next request.`,
      confirm: "Change role",
    };
  if (change.active === false)
    return {
      title: `Disable ${user.name}?`,
      description: "They are signed out at once and cannot sign in until enabled again.",
      confirm: "Disable",
      destructive: true,
    };
  if (change.active)
    return {
      title: `Enable ${user.name}?`,
      description: "They can sign in again.",
      confirm: "Enable",
    };
  return {
    title: `Reset ${user.name}'s password?`,
    description: "Their sessions end and a new temporary password is shown to you once.",
    confirm: "Reset password",
    destructive: true,
  };
}
