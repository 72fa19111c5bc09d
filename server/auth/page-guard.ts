import "server-only";

import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";

import { can, type Permission } from "@/lib/permissions";

import { getCurrentUser, type CurrentUser } from "./current-user";

/**
 * For signed-in pages: the user, or a redirect to sign-in. A session signed in
 * with a temporary password is sent to change it first, one whose role needs a
 * second factor it lacks to set one up, and then on to the page it asked for.
 */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  // proxy.ts sets the path asked for (a page is not told it otherwise)
  const asked = async () => encodeURIComponent((await headers()).get("x-pathname") ?? "/");
  // a single sign-on gives its second factor's code first (server/auth/two-factor/)
  if (user.secondFactorStep === "verify")
    redirect(`/account/two-factor/verify?callbackUrl=${await asked()}`);
  if (user.mustChangePassword) redirect(`/account/password?callbackUrl=${await asked()}`);
  // then a role that needs a second factor sets one up
  if (user.secondFactorStep === "enrol")
    redirect(`/account/two-factor?callbackUrl=${await asked()}`);
  return user;
}

/**
 * A page only some roles have: others get 403 with their role and what it
 * cannot do (app/(console)/forbidden.tsx), not "page not found".
 */
export async function requirePermission(permission: Permission): Promise<CurrentUser> {
  const user = await requireUser();
  if (!can(user.role, permission, user.grants)) forbidden();
  return user;
}
