"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
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

/**
 * In place of such a select until its list is in: a skeleton while it is read,
 * or that it could not be read (`what`), with Retry; nothing once it is in.
 * Callers render it for a query that is not yet a success (`!query.isSuccess`).
 */
export function ListNotReady({
  what,
  query,
}: {
  what: string;
  query: Pick<UseQueryResult<unknown>, "isPending" | "isError" | "error" | "refetch">;
}) {
  if (query.isPending) return <Skeleton className="h-[3.75rem]" />;
  if (!query.isError) return null;
  const retry = () => void query.refetch();
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-status-danger/30 p-3 text-sm">
      <p>
        {what} could not be loaded: {errorMessage(query.error)}
      </p>
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}
