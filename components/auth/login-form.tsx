"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { signIn } from "next-auth/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { forgetConsoleData } from "@/lib/browser-storage";

const schema = z.object({
  email: z.email("Enter your email address"),
  password: z.string().min(1, "Enter your password"),
});
type Values = z.infer<typeof schema>;

export function LoginForm(props: {
  callbackUrl: string;
  ssoName?: string;
  demo: boolean;
  initialError?: string;
}) {
  const [error, setError] = useState<string | undefined>(props.initialError);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  // a session that ended without "Sign out" (expired, revoked) leaves nothing behind either
  useEffect(forgetConsoleData, []);

  async function onSubmit(values: Values) {
    setError(undefined);
    const res = await signIn("credentials", {
      ...values,
      redirect: false,
      callbackUrl: props.callbackUrl,
    });
    if (!res || res.error) {
      setError(
        res?.error && res.error !== "CredentialsSignin" ? res.error : "Wrong email or password.",
      );
      form.setValue("password", "");
      form.setFocus("password");
      return;
    }
    window.location.assign(props.callbackUrl);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Sign in</CardTitle>
        <CardDescription>Use the account your admin gave you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
          {error && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {error}
            </p>
          )}
          <div className="grid gap-2">
            <Label htmlFor="email">Email</Label>
            <Input
              id="email"
              type="email"
              autoComplete="username"
              autoFocus
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? "email-error" : undefined}
              {...form.register("email")}
            />
            {errors.email && (
              <p id="email-error" className="text-sm text-destructive">
                {errors.email.message}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={!!errors.password}
              aria-describedby={errors.password ? "password-error" : undefined}
              {...form.register("password")}
            />
            {errors.password && (
              <p id="password-error" className="text-sm text-destructive">
                {errors.password.message}
              </p>
            )}
          </div>
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {isSubmitting ? "Signing in…" : "Sign in"}
          </Button>
        </form>
        {props.ssoName && (
          <Button
            variant="outline"
            className="w-full"
            onClick={() => void signIn("oidc", { callbackUrl: props.callbackUrl })}
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
