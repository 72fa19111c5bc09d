import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { LoginForm } from "@/components/auth/login-form";
import { AuthShell } from "@/components/layout/auth-shell";
import { safeCallbackPath } from "@/lib/auth/safe-callback";
import { getCurrentUser } from "@/server/auth/current-user";
import { oidcEnabled } from "@/server/auth/options";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  // only a path on this console: never an open redirect (lib/auth/safe-callback.ts)
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getCurrentUser()) redirect(callbackUrl);
  const sso = oidcEnabled();
  return (
    <AuthShell>
      <LoginForm
        callbackUrl={callbackUrl}
        ssoName={sso?.name}
        demo={env().embedded}
        initialError={
          params.error === "AccessDenied"
            ? "Your account cannot sign in with single sign-on."
            : undefined
        }
      />
    </AuthShell>
  );
}
