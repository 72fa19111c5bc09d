"use client";

import { useSyncExternalStore } from "react";

import { useAccount } from "@/components/account/account-context";
import {
  formatDateTime,
  isSameDay,
  machineDateTime,
  viewerHint,
  type DateTimeStyle,
  type DateTimeValue,
} from "@/lib/datetime";
import { cn } from "@/lib/utils";

const noSubscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The viewer's (browser's) timezone; null on the server and while hydrating, so
 * what depends on it is added after hydration and never differs from the HTML.
 */
export function useViewerTimeZone(): string | null {
  return useSyncExternalStore(noSubscribe, browserZone, () => null);
}

function useIsToday(value: DateTimeValue, timeZone: string, enabled: boolean): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => enabled && isSameDay(value, Date.now(), timeZone),
    () => false,
  );
}

/**
 * A date or time as the whole console shows it (lib/datetime): in the account's
 * timezone, the same text on the server and in the browser; once hydrated, the
 * viewer's own time follows as a hint where their clock shows something else:
 * "2026-11-22 14:05 UTC (15:05 your time)".
 *
 * `compactToday`: a stamp of today shows its time only ("14:05:09 UTC"); decided
 * after hydration (the server cannot know the viewer's today), the full text until then.
 */
export function DateTime({
  value,
  style = "datetime",
  weekday = false,
  compactToday = false,
  hint = "inline",
  className,
}: {
  value: DateTimeValue;
  style?: DateTimeStyle;
  weekday?: boolean;
  compactToday?: boolean;
  /** where the viewer's time goes: after the text, on a line of its own, or nowhere */
  hint?: "inline" | "below" | false;
  className?: string;
}) {
  const { timeZone } = useAccount();
  const viewer = useViewerTimeZone();
  const today = useIsToday(value, timeZone, compactToday);
  const shownStyle = today ? "time" : style;
  const text = formatDateTime(value, timeZone, { style: shownStyle, weekday });
  const machine = machineDateTime(value, timeZone, style);
  const mine = hint ? viewerHint(value, timeZone, viewer, { style: shownStyle, weekday }) : null;
  if (!machine) return <span className={className}>{text}</span>;
  return (
    <span className={cn("tabular-nums", className)} data-slot="date-time">
      <time dateTime={machine} className="whitespace-nowrap">
        {text}
      </time>
      {/* the space outside the hint: a narrow line breaks before the viewer's time, not past the edge */}
      {mine && " "}
      {mine && (
        <span
          className={cn("whitespace-nowrap text-muted-foreground", hint === "below" && "block")}
          data-slot="viewer-time"
        >
          ({mine})
        </span>
      )}
    </span>
  );
}
