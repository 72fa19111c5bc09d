import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { SignOutButton } from "@/components/auth/sign-out-button";
import { TwoFactorVerify } from "@/components/auth/two-factor-verify";
import { AuthShell } from "@/components/layout/auth-shell";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { getCurrentUser } from "@/server/auth/current-user";

export const metadata: Metadata = { title: "Two-factor sign-in" };

/**
 * After a single sign-on, a user with a second factor gives its code here
 * (unless OIDC_TRUST_MFA trusts the identity provider's own MFA).
 */
export default async function VerifyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = safeCallbackPath((await searchParams).callbackUrl);
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  if (user.secondFactorStep !== "verify") redirect(next);
  return (
    <AuthShell>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>Enter your code</h1>
          </CardTitle>
          <CardDescription>
            The 6-digit code from your authenticator app, or one of your recovery codes.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <TwoFactorVerify next={next} />
          <div className="flex items-center justify-between gap-2 text-sm">
            <span className="min-w-0 [overflow-wrap:anywhere] text-muted-foreground">
              Signed in as {user.email}
            </span>
            <SignOutButton />
          </div>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
