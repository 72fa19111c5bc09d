"use client";

import { ShownOnceDialog } from "@/components/ui/shown-once-dialog";

/** The one-time temporary password of a new user or a reset. */
export function TemporaryPasswordDialog({
  secret,
  onClose,
}: {
  secret: { email: string; password: string } | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      value={secret?.password ?? null}
      title="Temporary password"
      description={`Give it to ${secret?.email ?? ""} over a safe channel. It is not shown again, works for 24 hours, and must be changed at their first sign-in.`}
      what="temporary password"
      testId="temporary-password"
      onClose={onClose}
    />
  );
}
