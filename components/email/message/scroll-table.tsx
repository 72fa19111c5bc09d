import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on narrow screens inside a focusable region, so
 * keyboard users can scroll it too (the shared Table's own scroller is not focusable).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={`${label} (scrollable)`}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table aria-label={label} className="w-full caption-bottom text-sm">
        {children}
      </table>
    </div>
  );
}
