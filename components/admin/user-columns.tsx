"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MoreHorizontalIcon } from "lucide-react";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/permissions";
import type { PublicUser, UserUpdate } from "@/lib/schemas/users";

type Ask = (user: PublicUser, change: UserUpdate) => void;

/** Columns of the users table; each row's menu asks for a change with `onAsk`. */
export function userColumns(currentUserId: number, onAsk: Ask): ColumnDef<PublicUser>[] {
  return [
    {
      id: "name",
      header: "Name",
      cell: ({ row: { original: u } }) => (
        <>
          {u.name}
          {u.id === currentUserId && <span className="text-muted-foreground"> (you)</span>}
        </>
      ),
      meta: { className: "font-medium" } satisfies ColumnMeta,
    },
    { id: "email", header: "Email", cell: ({ row }) => row.original.email },
    {
      id: "role",
      header: "Role",
      cell: ({ row }) => <Badge variant="secondary">{ROLE_LABELS[row.original.role]}</Badge>,
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) =>
        row.original.active ? (
          <Badge variant="success">Active</Badge>
        ) : (
          <Badge variant="neutral">Disabled</Badge>
        ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: u } }) => (
        <RowActions user={u} self={u.id === currentUserId} onAsk={onAsk} />
      ),
      meta: { className: "w-12" } satisfies ColumnMeta,
    },
  ];
}

function RowActions({ user, self, onAsk }: { user: PublicUser; self: boolean; onAsk: Ask }) {
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
