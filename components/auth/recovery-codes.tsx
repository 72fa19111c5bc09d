"use client";

import { CopyButton } from "@/components/ui/copy-button";

/** The ten recovery codes, shown once after enrolment, with one Copy for all. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Keep these recovery codes somewhere safe (a password manager). Each signs in once if your
        phone is lost. They are not shown again.
      </p>
      <ol
        className="grid gap-1 rounded-md bg-muted px-3 py-2 font-mono text-sm whitespace-nowrap"
        data-testid="recovery-codes"
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <CopyButton
        value={codes.join("\n")}
        label="Copy codes"
        aria-label="Copy the recovery codes"
      />
    </div>
  );
}
