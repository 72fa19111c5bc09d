"use client";

import type * as React from "react";

import { cn } from "@/lib/utils";

import { TAB_CLASSES, TABS_LIST_CLASSES } from "./tabs-styles";

/**
 * Views of one page kept in its URL, drawn as tabs but made of links: each can
 * be opened in a new tab or shared, and the current one is `aria-current="page"`.
 * The caller says where each view is (`hrefFor`) and switches to it on a plain
 * click or Enter (`onSelect`), both from its URL state (lib/hooks/use-url-state.ts),
 * so the page's other state (filters) is kept.
 */
export function ViewNav<V extends string>({
  label,
  views,
  current,
  hrefFor,
  onSelect,
  className,
}: {
  /** the navigation's accessible name, e.g. "Email log views" */
  label: string;
  views: readonly { value: V; label: React.ReactNode }[];
  current: V;
  hrefFor: (value: V) => string;
  onSelect: (value: V) => void;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn(TABS_LIST_CLASSES, className)}>
      {views.map((v) => (
        <a
          key={v.value}
          href={hrefFor(v.value)}
          aria-current={v.value === current ? "page" : undefined}
          data-state={v.value === current ? "active" : "inactive"}
          className={TAB_CLASSES}
          onClick={(e) => {
            // a new tab or window (a modifier, the middle button) is the browser's
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            onSelect(v.value);
          }}
        >
          {v.label}
        </a>
      ))}
    </nav>
  );
}
