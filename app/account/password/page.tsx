import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { PasswordChangeForm } from "@/components/auth/password-change-form";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { AuthShell } from "@/components/layout/auth-shell";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { getCurrentUser } from "@/server/auth/current-user";
import { findSessionUser } from "@/server/auth/users";

export const metadata: Metadata = { title: "Change password" };

/**
 * Everyone's own password (from the user menu), and where a sign-in with a
 * temporary password is sent until it is changed (server/auth/page-guard.ts).
 * Outside the console's shell: a session with a temporary password may open
 * nothing else.
 */
export default async function ChangePasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/account/password");
  // only a path on this console (lib/auth/safe-callback.ts)
  const next = safeCallbackPath((await searchParams).callbackUrl);
  const hasPassword = !!(await findSessionUser(user.id))?.passwordHash;
  const forced = user.mustChangePassword;

  return (
    <AuthShell>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>{forced ? "Choose your password" : "Change password"}</h1>
          </CardTitle>
          <CardDescription>
            {forced ? (
              "You signed in with a temporary password. Choose your own to continue: the temporary one stops working."
            ) : (
              <span className="[overflow-wrap:anywhere]">Signed in as {user.email}.</span>
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {hasPassword ? (
            <PasswordChangeForm forced={forced} next={next} />
          ) : (
            <p className="text-sm">
              You sign in with single sign-on: the console keeps no password of yours. Change it
              with your identity provider.
            </p>
          )}
          <div className="flex items-center justify-between gap-2 text-sm">
            {forced ? (
              <span className="min-w-0 [overflow-wrap:anywhere] text-muted-foreground">
                Signed in as {user.email}
              </span>
            ) : (
              <Link href={next} className="underline-offset-4 hover:underline">
                Back to the console
              </Link>
            )}
            <SignOutButton />
          </div>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
