import * as React from "react";

import { cn } from "@/lib/utils";

import { Label } from "./label";

/**
 * A labelled form field: the label, the control, an optional hint and the error
 * under it. The control should carry `id={id}`, `aria-invalid` and
 * `aria-describedby={fieldDescribedBy(id, …)}` so the hint and error are read out.
 */
function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div data-slot="field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The `aria-describedby` for a Field's control. */
function fieldDescribedBy(id: string, opts: { hint?: boolean; error?: boolean }) {
  return (
    [opts.hint && `${id}-hint`, opts.error && `${id}-error`].filter(Boolean).join(" ") || undefined
  );
}

export { Field, fieldDescribedBy };
