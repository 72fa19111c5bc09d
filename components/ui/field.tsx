"use client";

// react-hook-form is not imported here: pages whose fields are not a form (filters,
// searches) keep it out of their first load; FormField is in ./form-field.tsx.
import * as React from "react";

import { cn } from "@/lib/utils";

import { Label } from "./label";

/** What ties a control to its field's label, hint and error (spread them on the control). */
interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

interface FieldNotesProps {
  id: string;
  hint?: React.ReactNode;
  error?: string;
}

/** The one place the hint's and the error's ids are made and named on a control. */
function ariaProps({ id, hint, error }: FieldNotesProps): Omit<FieldControlProps, "id"> {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return { "aria-invalid": !!error, "aria-describedby": describedBy.join(" ") || undefined };
}

/** The hint under a control, and its error, read out as it appears. */
function FieldNotes({ id, hint, error }: FieldNotesProps) {
  return (
    <>
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
    </>
  );
}

/**
 * A labelled form field: the label, the control, an optional hint and the error
 * under it (shadcn/ui's Field, `data-invalid` on it when there is an error).
 * `children` renders the control from the props it spreads on it: its `id`,
 * `aria-invalid`, and `aria-describedby` naming the hint and the error.
 */
function Field({
  label,
  className,
  children,
  ...notes
}: FieldNotesProps & {
  label: React.ReactNode;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  return (
    <div
      data-slot="field"
      data-invalid={notes.error ? true : undefined}
      className={cn("grid gap-2", className)}
    >
      <Label htmlFor={notes.id}>{label}</Label>
      {children({ id: notes.id, ...ariaProps(notes) })}
      <FieldNotes {...notes} />
    </div>
  );
}

/**
 * Several controls under one legend, with one hint and one error for all of
 * them: `children` gets what each control spreads (and gives each its own id).
 */
function FieldSet({
  legend,
  className,
  children,
  ...notes
}: FieldNotesProps & {
  legend: React.ReactNode;
  className?: string;
  children: (control: Omit<FieldControlProps, "id">) => React.ReactNode;
}) {
  return (
    <fieldset
      data-slot="field-set"
      data-invalid={notes.error ? true : undefined}
      className={cn("grid gap-2", className)}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children(ariaProps(notes))}
      <FieldNotes {...notes} />
    </fieldset>
  );
}

export { Field, FieldSet, type FieldControlProps };
