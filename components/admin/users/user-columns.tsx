"use client";

import type { ColumnDef } from "@tanstack/react-table";

import type { ColumnMeta } from "@/components/data-table/data-table";
import { ActionsButton } from "@/components/ui/actions-button";
import { Badge } from "@/components/ui/badge";
import { DateTime } from "@/components/ui/date-time";
import { LoadOnIntent } from "@/components/ui/load-on-intent";
import { ROLE_LABELS } from "@/lib/permissions";
import type { UserListRow } from "@/lib/users/schema";

import type { UserRowActions } from "./user-row-menu";

type Ask = UserRowActions["onAsk"];

/** Columns of the users table; each row's menu asks for a change with `onAsk`. */
export function userColumns(
  currentUserId: number,
  onAsk: Ask,
  enrolled: ReadonlySet<number>,
): ColumnDef<UserListRow>[] {
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
      cell: ({ row }) => (
        <span className="inline-flex flex-wrap gap-1">
          <Badge variant="secondary">{ROLE_LABELS[row.original.role]}</Badge>
          {row.original.role !== "admin" && row.original.grants.includes("campaigns:approve") && (
            <Badge variant="info">Approves campaigns</Badge>
          )}
        </span>
      ),
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
      id: "twoFactor",
      header: "Two-factor",
      cell: ({ row }) =>
        enrolled.has(row.original.id) ? (
          <Badge variant="success">On</Badge>
        ) : (
          <span className="text-muted-foreground">Off</span>
        ),
    },
    {
      id: "lastSignIn",
      header: "Last sign-in",
      // from the audit log's successful sign-ins
      cell: ({ row: { original: u } }) =>
        u.lastSignInAt ? (
          <DateTime value={u.lastSignInAt} hint="below" />
        ) : (
          <span className="text-muted-foreground">None recorded</span>
        ),
      meta: { className: "whitespace-nowrap" } satisfies ColumnMeta,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: u } }) => (
        <RowActions
          user={u}
          self={u.id === currentUserId}
          twoFactor={enrolled.has(u.id)}
          onAsk={onAsk}
        />
      ),
      meta: { className: "w-12" } satisfies ColumnMeta,
    },
  ];
}

const loadMenu = () => import("./user-row-menu").then((m) => m.UserRowMenu);

/** A row's actions; the menu (Radix, floating-ui) loads when someone reaches for its button. */
function RowActions(props: UserRowActions) {
  return (
    <LoadOnIntent
      load={loadMenu}
      props={props}
      trigger={<ActionsButton label={`Actions for ${props.user.email}`} />}
    />
  );
}
