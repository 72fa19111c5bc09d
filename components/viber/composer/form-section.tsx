import type { ReactNode } from "react";

/** One titled part of the composer (a fieldset, so its fields are read as a group). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-5 rounded-xl border bg-card p-4 text-card-foreground shadow-sm *:min-w-0 sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div aria-hidden="true" className="grid gap-1">
        <h2 className="text-base leading-none font-semibold">{title}</h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </fieldset>
  );
}

/** The error message of a field, or undefined. */
export function fieldError(errors: Record<string, unknown>, name: string): string | undefined {
  const e = errors[name] as { message?: unknown } | undefined;
  return typeof e?.message === "string" ? e.message : undefined;
}
