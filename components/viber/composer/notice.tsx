import type { LucideIcon } from "lucide-react";

const TONES = {
  info: "border-status-info/30 bg-status-info/5 [&>svg]:text-status-info",
  warning: "border-status-warning/40 bg-status-warning/5 [&>svg]:text-status-warning",
  danger: "border-status-danger/40 bg-status-danger/5 [&>svg]:text-status-danger",
};

/** A boxed message in the composer with an icon, in a tone; a question can take the focus. */
export function Notice({
  tone,
  icon: Icon,
  spin,
  role,
  labelledBy,
  focusOnShow,
  children,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  spin?: boolean;
  role?: "alert" | "status" | "alertdialog";
  labelledBy?: string;
  /** take the focus when shown (a question the person must answer) */
  focusOnShow?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      ref={focusOnShow ? (el) => el?.focus() : undefined}
      role={role ?? "status"}
      aria-labelledby={labelledBy}
      tabIndex={role === "alertdialog" ? -1 : undefined}
      className={`flex gap-3 rounded-lg border p-4 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${spin ? "animate-spin" : ""}`} />
      <div className="grid min-w-0 gap-1">{children}</div>
    </div>
  );
}
