import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";

/** "12 characters over the 255 limit" (null while within it). */
export function overLimitText(length: number, limit: number): string | null {
  const over = length - limit;
  if (over <= 0) return null;
  return `${formatNumber(over)} ${over === 1 ? "character" : "characters"} over the ${formatNumber(limit)} limit`;
}

/**
 * A text field's count as typed, and its error said once: once the form has
 * refused a text that is too long, the count becomes the error (rather than the
 * count and the schema's "At most N characters" saying the same thing twice).
 */
export function lengthNotes({
  id,
  length,
  limit,
  error,
  showWithin = true,
}: {
  id: string;
  length: number;
  limit: number;
  error: string | undefined;
  /** show "N of M characters left" while within the limit (else only when over) */
  showWithin?: boolean;
}): { error: string | undefined; notes: React.ReactNode } {
  const over = overLimitText(length, limit);
  if (over && error) return { error: `${over}: shorten it`, notes: null };
  if (!over && !showWithin) return { error, notes: null };
  return {
    error,
    notes: (
      <p
        id={id}
        className={cn("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}
      >
        {over ?? `${formatNumber(limit - length)} of ${formatNumber(limit)} characters left`}
      </p>
    ),
  };
}
