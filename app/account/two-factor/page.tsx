import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { SignOutButton } from "@/components/auth/sign-out-button";
import { TwoFactorOff } from "@/components/auth/two-factor-off";
import { TwoFactorSetup } from "@/components/auth/two-factor-setup";
import { AuthShell } from "@/components/layout/auth-shell";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { formatDateTime } from "@/lib/datetime";
import { getCurrentUser } from "@/server/auth/current-user";
import { requiredRoles } from "@/server/auth/two-factor/policy";
import { secondFactorStatus } from "@/server/auth/two-factor/store";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Two-factor sign-in" };

/**
 * A user's own second factor (from the user menu), and where a role that needs
 * one is sent after the password until it is set up (server/auth/page-guard.ts).
 * Outside the console's shell, like the password page.
 */
export default async function TwoFactorPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = safeCallbackPath((await searchParams).callbackUrl);
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=/account/two-factor");
  if (user.secondFactorStep === "verify")
    redirect(`/account/two-factor/verify?callbackUrl=${encodeURIComponent(next)}`);
  if (user.mustChangePassword)
    redirect(`/account/password?callbackUrl=${encodeURIComponent("/account/two-factor")}`);
  const forced = user.secondFactorStep === "enrol";
  const status = await secondFactorStatus(user.id);
  const required = (await requiredRoles()).includes(user.role);

  return (
    <AuthShell>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>Two-factor sign-in</h1>
          </CardTitle>
          <CardDescription>
            {forced
              ? "Your role needs a second factor. Set one up to continue: you will enter a code from your phone after your password."
              : status.enabled
                ? `On since ${formatDateTime(status.since, env().MESSAGING_API_TIMEZONE, { style: "date" })}. ${status.recoveryCodesLeft} of 10 recovery codes left.`
                : "A code from your phone after your password: a stolen password alone no longer signs in."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {status.enabled ? (
            required ? (
              <p className="text-sm">
                Your role needs a second factor, so it stays on. Lost your phone? Use a recovery
                code, or ask an admin to reset it.
              </p>
            ) : (
              <TwoFactorOff />
            )
          ) : (
            <TwoFactorSetup next={next} forced={forced} />
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
