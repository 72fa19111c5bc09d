import "server-only";

import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";

import { can, type Permission } from "@/lib/permissions";

import { getCurrentUser, type CurrentUser } from "./current-user";

/** Temporary passwords are sent to change it, missing required second factors to enrol. */
export async function requireUser(): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  // proxy.ts sets the path asked for (a page is not told it otherwise)
  const asked = async () => encodeURIComponent((await headers()).get("x-pathname") ?? "/");
  if (user.secondFactorStep === "verify")
    redirect(`/account/two-factor/verify?callbackUrl=${await asked()}`);
  if (user.mustChangePassword) redirect(`/account/password?callbackUrl=${await asked()}`);
  if (user.secondFactorStep === "enrol")
    redirect(`/account/two-factor?callbackUrl=${await asked()}`);
  return user;
}

/** Others get 403 naming their role, not "page not found". */
export async function requirePermission(permission: Permission): Promise<CurrentUser> {
  const user = await requireUser();
  if (!can(user.role, permission, user.grants)) forbidden();
  return user;
}
