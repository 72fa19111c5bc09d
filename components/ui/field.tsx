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
  /** Ids of other text that describes the control (a rule above it, a live count), read after the hint. */
  describedBy?: string;
  /** What is said of the value as it changes (a count, a status), shown under the hint, above the error. */
  notes?: React.ReactNode;
  /** Where the error shows (e.g. floating under a compact control). */
  errorClassName?: string;
}

/** The one place the hint's and the error's ids are made and named on a control. */
function ariaProps({
  id,
  hint,
  error,
  describedBy,
}: FieldNotesProps): Omit<FieldControlProps, "id"> {
  const ids = [hint ? `${id}-hint` : "", describedBy ?? "", error ? `${id}-error` : ""];
  return {
    "aria-invalid": !!error,
    "aria-describedby": ids.filter(Boolean).join(" ") || undefined,
  };
}

/** The hint under a control, what is said of its value, and its error, read out as it appears. */
function FieldNotes({ id, hint, error, notes, errorClassName }: FieldNotesProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {notes}
      {error && (
        <p
          id={`${id}-error`}
          role="alert"
          className={cn("text-sm text-destructive", errorClassName)}
        >
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
  labelClassName,
  labelAside,
  className,
  children,
  ...notes
}: FieldNotesProps & {
  label: React.ReactNode;
  /** e.g. `sr-only` where the control's look names it */
  labelClassName?: string;
  /** An action beside the label (e.g. "Import from CSV"). */
  labelAside?: React.ReactNode;
  className?: string;
  children: (control: FieldControlProps) => React.ReactNode;
}) {
  const labelEl = (
    <Label htmlFor={notes.id} className={labelClassName}>
      {label}
    </Label>
  );
  return (
    <div
      data-slot="field"
      data-invalid={notes.error ? true : undefined}
      className={cn("grid content-start gap-2", className)}
    >
      {labelAside ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {labelEl}
          {labelAside}
        </div>
      ) : (
        labelEl
      )}
      {children({ id: notes.id, ...ariaProps(notes) })}
      <FieldNotes {...notes} />
    </div>
  );
}

/**
 * Several controls under one legend, with one hint and one error for all of
 * them: `children` gets what each control spreads (and gives each its own id).
 * With `describes="group"` the hint and the error describe the group as a
 * whole (read once on entering it) and the controls get only `aria-invalid`.
 */
function FieldSet({
  legend,
  describes = "controls",
  className,
  children,
  ...notes
}: FieldNotesProps & {
  legend: React.ReactNode;
  describes?: "controls" | "group";
  className?: string;
  children: (control: Omit<FieldControlProps, "id">) => React.ReactNode;
}) {
  const aria = ariaProps(notes);
  const onGroup = describes === "group";
  return (
    <fieldset
      data-slot="field-set"
      data-invalid={notes.error ? true : undefined}
      aria-describedby={onGroup ? aria["aria-describedby"] : undefined}
      className={cn("grid content-start gap-2", className)}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {children(onGroup ? { ...aria, "aria-describedby": undefined } : aria)}
      <FieldNotes {...notes} />
    </fieldset>
  );
}

export { Field, FieldSet, type FieldControlProps };
