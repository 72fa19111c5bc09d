import type { Metadata } from "next";

import { UsersAdmin } from "@/components/admin/users-admin";
import { requirePermission } from "@/server/auth/page-guard";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const user = await requirePermission("users:manage");
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Users</h1>
        <p className="text-sm text-muted-foreground">
          People who can sign in to the console, and their roles.
        </p>
      </div>
      <UsersAdmin currentUserId={user.id} />
    </div>
  );
}
