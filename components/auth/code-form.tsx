"use client";

import { Loader2Icon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest } from "@/lib/queries/api-client";

/**
 * One field for a second factor's code (an authenticator's 6 digits, or a
 * recovery code where `recovery` says so), sent as `{ code }` to `path`.
 */
export function CodeForm(props: {
  path: string;
  method: "POST" | "DELETE";
  submitLabel: string;
  busyLabel: string;
  recovery?: boolean;
  destructive?: boolean;
  onDone: (result: unknown) => void;
}) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
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
      props.onDone(await apiRequest(props.path, { method: props.method, body: { code } }));
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message : "Try again.");
      input.value = "";
      input.focus();
    }
    setBusy(false);
  }

  return (
    <form method="post" className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        id="code"
        label={props.recovery ? "Code from your app, or a recovery code" : "Code from your app"}
        error={error}
      >
        {(aria) => (
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode={props.recovery ? "text" : "numeric"}
            spellCheck={false}
            autoFocus
            className="font-mono tracking-widest"
            {...aria}
          />
        )}
      </Field>
      <Button
        type="submit"
        disabled={busy}
        variant={props.destructive ? "destructive" : "default"}
        className="w-full"
      >
        {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        {busy ? props.busyLabel : props.submitLabel}
      </Button>
    </form>
  );
}
