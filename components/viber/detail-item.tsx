import type { ReactNode } from "react";

/** A term and its value in a description list (`<dl>`); the value wraps within its column. */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}
