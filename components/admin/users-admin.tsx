"use client";

import { MoreHorizontalIcon, UserPlusIcon, UsersIcon } from "lucide-react";
import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/permissions";
import { errorMessage, newIdempotencyKey } from "@/lib/queries/api-client";
import { useUpdateUser, useUsers, type ConsoleUser } from "@/lib/queries/users";
import type { UserUpdate } from "@/lib/schemas/users";
import { toast } from "@/lib/toast";

import { TemporaryPasswordDialog } from "./temporary-password-dialog";

// the form (react-hook-form, zod) loads when someone reaches for its button
const loadCreateDialog = () => import("./user-create-dialog").then((m) => m.UserCreateDialog);

type Pending = {
  user: ConsoleUser;
  change: UserUpdate;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
};

export function UsersAdmin({ currentUserId }: { currentUserId: number }) {
  const users = useUsers();
  const update = useUpdateUser();
  const [pending, setPending] = useState<Pending | null>(null);
  const [secret, setSecret] = useState<{ email: string; password: string } | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);

  async function apply(p: Pending) {
    setPending(null);
    try {
      const saved = await update.mutateAsync({ id: p.user.id, change: p.change, key });
      if (saved.temporaryPassword)
        setSecret({ email: p.user.email, password: saved.temporaryPassword });
      else if (saved.notice) toast.info(saved.notice);
      else toast.success(`${p.user.email} updated.`);
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setKey(newIdempotencyKey());
    }
  }

  const ask = (user: ConsoleUser, change: UserUpdate) => {
    if (change.role)
      return setPending({
        user,
        change,
        title: `Make ${user.name} ${ROLE_LABELS[change.role]}?`,
        description: `Their permissions change on their next request.`,
        confirm: "Change role",
      });
    if (change.active === false)
      return setPending({
        user,
        change,
        title: `Disable ${user.name}?`,
        description: "They are signed out at once and cannot sign in until enabled again.",
        confirm: "Disable",
        destructive: true,
      });
    if (change.active)
      return setPending({
        user,
        change,
        title: `Enable ${user.name}?`,
        description: "They can sign in again.",
        confirm: "Enable",
      });
    return setPending({
      user,
      change,
      title: `Reset ${user.name}'s password?`,
      description: "Their sessions end and a new temporary password is shown to you once.",
      confirm: "Reset password",
      destructive: true,
    });
  };

  return (
    <div className="grid gap-4">
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
      {users.isPending ? (
        <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading users">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : users.isError ? (
        <ErrorState
          message={errorMessage(users.error)}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : users.data.items.length === 0 ? (
        <EmptyState icon={UsersIcon} title="No users yet" />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="w-12">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {users.data.items.map((u) => (
                <TableRow key={u.id}>
                  <TableCell className="font-medium">
                    {u.name}
                    {u.id === currentUserId && (
                      <span className="text-muted-foreground"> (you)</span>
                    )}
                  </TableCell>
                  <TableCell>{u.email}</TableCell>
                  <TableCell>
                    <Badge variant="secondary">{ROLE_LABELS[u.role]}</Badge>
                  </TableCell>
                  <TableCell>
                    {u.active ? (
                      <Badge variant="success">Active</Badge>
                    ) : (
                      <Badge variant="neutral">Disabled</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <RowActions user={u} self={u.id === currentUserId} onAsk={ask} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
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

function RowActions({
  user,
  self,
  onAsk,
}: {
  user: ConsoleUser;
  self: boolean;
  onAsk: (u: ConsoleUser, c: UserUpdate) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${user.email}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Change role</DropdownMenuLabel>
        {ROLES.filter((r: Role) => r !== user.role).map((r) => (
          <DropdownMenuItem key={r} onSelect={() => onAsk(user, { role: r })}>
            Make {ROLE_LABELS[r]}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAsk(user, { resetPassword: true })}>
          Reset password
        </DropdownMenuItem>
        {user.active ? (
          <DropdownMenuItem
            disabled={self}
            variant="destructive"
            onSelect={() => onAsk(user, { active: false })}
          >
            {self ? "Disable (not your own account)" : "Disable"}
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => onAsk(user, { active: true })}>Enable</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
