"use client";

import { ShownOnceDialog } from "@/components/ui/shown-once-dialog";

/** A signing secret, shown once: after adding a signed webhook or rotating its secret. */
export function SecretDialog({
  secret,
  rotated = false,
  onClose,
}: {
  secret: { name: string; secret: string } | null;
  rotated?: boolean;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      value={secret?.secret ?? null}
      title={`Signing secret of ${secret?.name ?? ""}`}
      description={
        <>
          Give it to the receiver to verify signatures with (docs/webhooks.md). It is not shown
          again.
          {rotated &&
            " The previous secret still signs for 24 hours, so the receiver can switch without missing events."}
        </>
      }
      what="signing secret"
      testId="webhook-secret"
      onClose={onClose}
    />
  );
}
