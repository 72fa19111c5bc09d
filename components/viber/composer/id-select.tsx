"use client";

import type { ComponentProps, ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/queries/api-client";

/**
 * A select of records by their numeric id (null: none chosen yet), for a
 * FormField's props; the trigger cuts a long name short.
 */
export function IdSelect({
  value,
  onChange,
  placeholder,
  children,
  ...trigger
}: Omit<ComponentProps<typeof SelectTrigger>, "value" | "onChange"> & {
  value: number | null;
  onChange: (id: number) => void;
  placeholder: string;
  children: ReactNode;
}) {
  return (
    <Select value={value === null ? "" : String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger className="w-full min-w-0 [&>span]:min-w-0 [&>span]:truncate" {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>{children}</SelectContent>
    </Select>
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
