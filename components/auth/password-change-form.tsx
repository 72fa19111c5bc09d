"use client";

import { CheckCircle2Icon, Loader2Icon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { lazyResolver } from "@/lib/lazy-resolver";
import { ApiError, apiRequest } from "@/lib/queries/api-client";
import type { PasswordChangeValues as Values } from "@/lib/users/password-change-form-checks";

type Name = keyof Values;

const resolver = lazyResolver(() =>
  import("@/lib/users/password-change-form-checks").then((m) => m.passwordChangeResolver),
);

/**
 * Change one's own password: the current one, the new one twice. A temporary
 * password (`forced`) leads here after sign-in, and on to `next` once changed.
 */
export function PasswordChangeForm({ forced, next }: { forced: boolean; next: string }) {
  const [done, setDone] = useState<{ otherSessionsEnded: number } | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const res = await apiRequest<{ otherSessionsEnded: number }>("/api/account/password", {
        method: "POST",
        body: { currentPassword, newPassword },
      });
      form.reset();
      if (forced) {
        // a full load: the console's pages were closed to this session until now
        window.location.assign(next);
        return;
      }
      setDone(res);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : undefined;
      const named = Object.entries(fields ?? {}).filter(([k]) => k in form.getValues());
      if (err instanceof ApiError && err.code === "validation_failed" && named.length)
        for (const [k] of named) form.setError(k as Name, { message: err.message });
      else
        form.setError("root", {
          message: err instanceof Error ? err.message : "The password could not be changed.",
        });
      if (fields?.currentPassword) form.setValue("currentPassword", "");
    }
  });

  if (done)
    return (
      <div role="status">
        <p className="flex items-start gap-2 text-sm">
          <CheckCircle2Icon
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          <span>
            Your password is changed.
            {done.otherSessionsEnded > 0 &&
              ` You were signed out everywhere else (${done.otherSessionsEnded} ${done.otherSessionsEnded === 1 ? "session" : "sessions"}).`}
          </span>
        </p>
      </div>
    );

  const input = (name: Name, label: string, autoComplete: string, hint?: string) => (
    <FormField control={form.control} name={name} label={label} hint={hint}>
      {(control) => (
        <Input
          type="password"
          autoComplete={autoComplete}
          autoFocus={name === "currentPassword"}
          {...control}
        />
      )}
    </FormField>
  );

  return (
    <form
      method="post"
      className="grid gap-4"
      onSubmit={submit}
      onFocus={resolver.preload}
      noValidate
    >
      {errors.root && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {errors.root.message}
        </p>
      )}
      {input(
        "currentPassword",
        forced ? "Temporary password" : "Current password",
        "current-password",
      )}
      {input(
        "newPassword",
        "New password",
        "new-password",
        "12 characters or more: a phrase you remember is best.",
      )}
      {input("confirmPassword", "New password again", "new-password")}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
