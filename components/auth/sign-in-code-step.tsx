"use client";

import { Loader2Icon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { signInWithPassword, type SignInFields } from "@/lib/auth/auth-client";

const WRONG_CREDENTIALS = "Wrong email or password.";

/**
 * The sign-in's second step: the code from the authenticator app or a recovery
 * code. It sends email, password and code again (next-auth v4's credentials
 * sign-in is one request), so nothing is half signed in between the steps.
 */
export function SignInCodeStep(props: {
  fields: SignInFields;
  callbackUrl: string;
  onBack: (message?: string) => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const input = e.currentTarget.elements.namedItem("code") as HTMLInputElement;
    const code = input.value.trim();
    if (!code) {
      setError("Enter the code");
      input.focus();
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await signInWithPassword({ ...props.fields, code }, props.callbackUrl);
      if (res.ok) {
        window.location.assign(props.callbackUrl);
        return;
      }
      // the password stopped being right meanwhile (changed, throttled): back to the first step
      if (res.error === "CredentialsSignin" || res.error === WRONG_CREDENTIALS) {
        props.onBack(WRONG_CREDENTIALS);
        return;
      }
      setError(res.error);
    } catch {
      setError("The console did not answer. Try again in a moment.");
    }
    setBusy(false);
    input.value = "";
    input.focus();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Two-factor sign-in</CardTitle>
        <CardDescription>
          {recovery
            ? "Enter one of your recovery codes. Each works once."
            : "Enter the 6-digit code your authenticator app shows for this console."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form method="post" className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="code" label={recovery ? "Recovery code" : "Authentication code"} error={error}>
            {(aria) => (
              <Input
                key={recovery ? "recovery" : "totp"}
                name="code"
                autoComplete="one-time-code"
                inputMode={recovery ? "text" : "numeric"}
                spellCheck={false}
                autoFocus
                className="font-mono tracking-widest"
                {...aria}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy} className="w-full">
            {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {busy ? "Checking…" : "Sign in"}
          </Button>
        </form>
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button variant="link" className="h-auto p-0" onClick={() => setRecovery(!recovery)}>
            {recovery ? "Use the authenticator app" : "Use a recovery code"}
          </Button>
          <Button variant="link" className="h-auto p-0" onClick={() => props.onBack()}>
            Back
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
