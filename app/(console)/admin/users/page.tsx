import type { Metadata } from "next";

import { ConsolePage } from "@/app/(console)/console-page";
import { UsersAdmin } from "@/components/admin/users/users-admin";

export const metadata: Metadata = { title: "Users" };

export default function UsersPage() {
  return (
    <ConsolePage
      permission="users:manage"
      title="Users"
      description="People who can sign in to the console, and their roles."
    >
      {(user) => <UsersAdmin currentUserId={user.id} />}
    </ConsolePage>
  );
}
