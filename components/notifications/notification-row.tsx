import { AlertTriangleIcon, CheckIcon, CircleAlertIcon, InfoIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { DateTime } from "@/components/ui/date-time";
import { statusText } from "@/components/ui/status-text";
import type { NotificationItem } from "@/lib/notifications/schema";
import { cn } from "@/lib/utils";
import { ruleEntry } from "@/lib/watch/rule-catalogue";

const SEVERITY = {
  info: { icon: InfoIcon, tone: statusText.info, word: "Information" },
  warning: { icon: AlertTriangleIcon, tone: statusText.warning, word: "Warning" },
  critical: { icon: CircleAlertIcon, tone: statusText.danger, word: "Critical" },
} as const;

/** "Measured 3.1 % (7 of 226) · over 1 hour · threshold 2 %" */
export function figureText(figure: NotificationItem["figure"]): string | null {
  if (!figure) return null;
  return [
    figure.value && `${figure.what ? `${figure.what}: ` : ""}${figure.value}`,
    figure.window && `over ${figure.window}`,
    figure.threshold && `threshold ${figure.threshold}`,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A link only to a page of this console (an event's link is a path). */
export const consolePath = (link: string | null) =>
  link && link.startsWith("/") && !link.startsWith("//") ? link : null;

/** One notification: what happened, the figure, when, the page that explains it. */
export function NotificationRow({
  item,
  onRead,
  reading = false,
  compact = false,
  onOpen,
}: {
  item: NotificationItem;
  onRead?: () => void;
  reading?: boolean;
  compact?: boolean;
  onOpen?: () => void;
}) {
  const s = SEVERITY[item.severity];
  const Icon = s.icon;
  const unread = !item.readAt;
  const href = consolePath(item.link);
  const figure = figureText(item.figure);
  const rule = ruleEntry(item.ruleId);
  return (
    <li
      className={cn("flex gap-3 px-3 py-3", unread && "bg-muted/50")}
      data-testid="notification"
      data-unread={unread || undefined}
    >
      <Icon className={cn("mt-0.5 size-4 shrink-0", s.tone)} aria-label={s.word} />
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <p className={cn("[overflow-wrap:anywhere]", unread ? "font-semibold" : "font-medium")}>
          {unread && <span className="sr-only">Unread: </span>}
          {item.title}
        </p>
        {figure && <p className="[overflow-wrap:anywhere] tabular-nums">{figure}</p>}
        {!compact && item.summary && (
          <p className="[overflow-wrap:anywhere] text-muted-foreground">{item.summary}</p>
        )}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <DateTime value={item.createdAt} compactToday hint={false} />
          {rule && !compact && <span>{rule.label}</span>}
          {href && (
            <Link
              href={href}
              onClick={onOpen}
              aria-label={`Open: ${item.title}`}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Open
            </Link>
          )}
        </p>
      </div>
      {unread && onRead && (
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          onClick={onRead}
          disabled={reading}
          aria-label={`Mark read: ${item.title}`}
          title="Mark read"
        >
          <CheckIcon aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}
