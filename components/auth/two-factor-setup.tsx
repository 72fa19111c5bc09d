"use client";

import { CheckCircle2Icon, Loader2Icon, SmartphoneIcon } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { apiRequest } from "@/lib/queries/api-client";
import type { TwoFactorEnrolment } from "@/lib/two-factor/schema";

import { CodeForm } from "./code-form";
import { RecoveryCodes } from "./recovery-codes";

/**
 * Setting up an authenticator app: a QR code (and the secret as text, to type
 * in), then a current code to confirm, then the recovery codes, shown once.
 */
export function TwoFactorSetup({ next, forced }: { next: string; forced: boolean }) {
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function begin() {
    setBusy(true);
    setError(undefined);
    try {
      setEnrolment(
        await apiRequest<TwoFactorEnrolment>("/api/account/two-factor/enrol", {
          method: "POST",
          body: {},
        }),
      );
    } catch (err) {
      setError(err instanceof Error ? err.message : "Try again.");
    }
    setBusy(false);
  }

  if (codes)
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <CheckCircle2Icon
            className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            aria-hidden="true"
          />
          Two-factor sign-in is on.
        </p>
        <RecoveryCodes codes={codes} />
        {/* a full load: the console's pages were closed to this session until now */}
        <Button onClick={() => (forced ? window.location.assign(next) : window.location.reload())}>
          {forced ? "Continue to the console" : "Done"}
        </Button>
      </div>
    );

  if (!enrolment)
    return (
      <div className="grid gap-3">
        <p className="text-sm">
          An authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password, Aegis…) gives a new 6-digit code every 30 seconds. You enter it after your
          password.
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button onClick={() => void begin()} disabled={busy}>
          {busy ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SmartphoneIcon aria-hidden="true" />
          )}
          Set up an authenticator app
        </Button>
      </div>
    );

  return (
    <div className="grid gap-4">
      <ol className="grid list-outside list-decimal gap-4 pl-5 text-sm marker:text-muted-foreground">
        <li className="pl-1">
          <div className="grid gap-3">
            <span>Scan this QR code with your authenticator app.</span>
            {/* white around the code in dark mode too: scanners need the contrast */}
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server */}
            <img
              src={enrolment.qr}
              alt="QR code to add this console to your authenticator app"
              width={192}
              height={192}
              className="size-48 rounded-md bg-white p-1"
            />
            <span className="text-muted-foreground">
              Cannot scan? Enter this key in the app instead:
            </span>
            <div className="flex flex-wrap items-center gap-2">
              <code
                className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all"
                data-testid="totp-secret"
              >
                {enrolment.secret.match(/.{1,4}/g)!.join(" ")}
              </code>
              <CopyButton value={enrolment.secret} label="Copy" aria-label="Copy the key" />
            </div>
          </div>
        </li>
        <li className="pl-1">
          <div className="grid gap-3">
            <span>Enter the 6-digit code the app shows.</span>
            <CodeForm
              path="/api/account/two-factor"
              method="POST"
              submitLabel="Turn on two-factor sign-in"
              busyLabel="Checking…"
              onDone={(r) => setCodes((r as { recoveryCodes: string[] }).recoveryCodes)}
            />
          </div>
        </li>
      </ol>
    </div>
  );
}
