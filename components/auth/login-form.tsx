"use client";

import { Loader2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  checkSignInFields,
  signInWith,
  signInWithPassword,
  type SignInFields,
} from "@/lib/auth/auth-client";
import { forgetConsoleData } from "@/lib/auth/browser-storage";

import { SignInCodeStep } from "./sign-in-code-step";

type FieldErrors = ReturnType<typeof checkSignInFields>;

/** What the server answers a right password of an account with a second factor (server/auth/two-factor/sign-in.ts). */
const SECOND_FACTOR_REQUIRED = "SecondFactorRequired";

/**
 * The sign-in form: a plain form and two fetches (lib/auth/auth-client.ts), so the
 * sign-in page loads no form or schema library and no next-auth client. The
 * fields are checked on submit and, once a submit showed an error, as they change.
 */
export function LoginForm(props: {
  callbackUrl: string;
  ssoName?: string;
  demo: boolean;
  initialError?: string;
}) {
  const [error, setError] = useState<string | undefined>(props.initialError);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  // the password was right and the account has a second factor: its code is asked next
  const [codeFor, setCodeFor] = useState<SignInFields | null>(null);
  // a session that ended without "Sign out" (expired, revoked) leaves nothing behind either
  useEffect(forgetConsoleData, []);

  const valuesOf = (form: HTMLFormElement): SignInFields => {
    const data = new FormData(form);
    const text = (name: string) => {
      const v = data.get(name);
      return typeof v === "string" ? v : "";
    };
    return { email: text("email"), password: text("password") };
  };

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (isSubmitting) return;
    const form = e.currentTarget;
    const values = valuesOf(form);
    const found = checkSignInFields(values);
    setChecked(true);
    setErrors(found);
    if (found.email || found.password) {
      form.querySelector<HTMLInputElement>(found.email ? "#email" : "#password")?.focus();
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const res = await signInWithPassword(values, props.callbackUrl);
      if (res.ok) {
        window.location.assign(props.callbackUrl);
        return;
      }
      if (res.error === SECOND_FACTOR_REQUIRED) {
        setCodeFor(values);
        setSubmitting(false);
        return;
      }
      setError(res.error !== "CredentialsSignin" ? res.error : "Wrong email or password.");
    } catch {
      setError("The console did not answer. Try again in a moment.");
    }
    setSubmitting(false);
    if (passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }

  if (codeFor)
    return (
      <SignInCodeStep
        fields={codeFor}
        callbackUrl={props.callbackUrl}
        onBack={(message) => {
          setCodeFor(null);
          setError(message);
        }}
      />
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Sign in</CardTitle>
        <CardDescription>Use the account your admin gave you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form
          method="post"
          className="grid gap-4"
          onSubmit={(e) => void onSubmit(e)}
          onChange={(e) => {
            if (checked) setErrors(checkSignInFields(valuesOf(e.currentTarget)));
          }}
          noValidate
        >
          {error && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          <Field id="email" label="Email" error={errors.email}>
            {(aria) => (
              <Input name="email" type="email" autoComplete="username" autoFocus {...aria} />
            )}
          </Field>
          <Field id="password" label="Password" error={errors.password}>
            {(aria) => (
              <Input
                ref={passwordRef}
                name="password"
                type="password"
                autoComplete="current-password"
                {...aria}
              />
            )}
          </Field>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isSubmitting ? "Signing in…" : "Sign in"}
          </Button>
        </form>
        {props.ssoName && (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => void signInWith("oidc", props.callbackUrl)}
          >
            Continue with {props.ssoName}
          </Button>
        )}
        {props.demo && (
          <p className="text-center text-xs text-muted-foreground">
            Demo: admin@, marketer@ or support@example.com — password{" "}
            <code className="font-mono">console-demo</code>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
