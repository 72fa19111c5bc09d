import "server-only";

import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";

import { can, type Permission } from "@/lib/permissions";

import { getCurrentUser, type CurrentUser } from "./current-user";

/**
 * For signed-in pages: the user, or a redirect to sign-in. A session signed in
 * with a temporary password is sent to change it first, and then on to the page
 * it asked for.
 */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (user.mustChangePassword) {
    // proxy.ts sets the path asked for (a page is not told it otherwise)
    const asked = (await headers()).get("x-pathname") ?? "/";
    redirect(`/account/password?callbackUrl=${encodeURIComponent(asked)}`);
  }
  return user;
}

/**
 * A page only some roles have: others get 403 with their role and what it
 * cannot do (app/(console)/forbidden.tsx), not "page not found".
 */
export async function requirePermission(permission: Permission): Promise<CurrentUser> {
  const user = await requireUser();
  if (!can(user.role, permission)) forbidden();
  return user;
}
