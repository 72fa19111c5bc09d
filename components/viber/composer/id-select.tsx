"use client";

import type { ComponentProps, ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/queries/api-client";

/**
 * A select of records by their numeric id (null: none chosen yet), for a
 * FormField's props; its options are `<option>`s after the placeholder.
 */
export function IdSelect({
  value,
  onChange,
  placeholder,
  children,
  ...select
}: Omit<ComponentProps<typeof NativeSelect>, "value" | "onChange"> & {
  value: number | null;
  onChange: (id: number) => void;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <NativeSelect
      {...select}
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
    >
      <option value="" disabled>
        {placeholder}
      </option>
      {children}
    </NativeSelect>
  );
}

/** In place of such a select: its list could not be read (`what`), and Retry. */
export function ListNotLoaded({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-status-danger/30 p-3 text-sm">
      <p>
        {what} could not be loaded: {errorMessage(error)}
      </p>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
