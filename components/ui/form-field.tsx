"use client";

import type * as React from "react";
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

import { Field, type FieldControlProps } from "./field";

/** What a FormField's control spreads: react-hook-form's field (value, onChange, ref…) and the Field's ids. */
type FormFieldControlProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
> = ControllerRenderProps<TFieldValues, TName> & FieldControlProps;

/**
 * A Field bound to one value of a react-hook-form form through its Controller
 * (shadcn/ui's forms pattern): the error shown is the value's own, and
 * `children` gets the field's props and the ids to spread on the control. The
 * id is the value's name unless given; `errorText` words the error differently
 * (or shows another one, e.g. a list that could not be loaded).
 */
function FormField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  control,
  name,
  id = name,
  label,
  hint,
  className,
  errorText = (message) => message,
  children,
}: {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  errorText?: (message: string | undefined) => string | undefined;
  children: (control: FormFieldControlProps<TFieldValues, TName>) => React.ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field
          id={id}
          label={label}
          hint={hint}
          className={className}
          error={errorText(fieldState.error?.message)}
        >
          {(ids) => children({ ...field, ...ids })}
        </Field>
      )}
    />
  );
}

export { FormField };
