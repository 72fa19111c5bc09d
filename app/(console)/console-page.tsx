import type { ComponentProps, ReactNode } from "react";

import { PageColumn } from "@/components/layout/page-column";
import type { Permission } from "@/lib/permissions";
import type { CurrentUser } from "@/server/auth/current-user";
import { requirePermission } from "@/server/auth/page-guard";

/**
 * A console page: its permission checked before anything renders (sign-in or
 * 403, as `requirePermission`), then its header over its content; content that
 * needs the user is a function of it.
 */
export async function ConsolePage({
  permission,
  children,
  ...header
}: Omit<ComponentProps<typeof PageColumn>, "children"> & {
  permission: Permission;
  children: ReactNode | ((user: CurrentUser) => ReactNode | Promise<ReactNode>);
}) {
  const user = await requirePermission(permission);
  return (
    <PageColumn {...header}>
      {typeof children === "function" ? await children(user) : children}
    </PageColumn>
  );
}
