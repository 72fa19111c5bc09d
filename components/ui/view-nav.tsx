"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import type * as React from "react";

import { cn } from "@/lib/utils";

import { TAB_CLASSES, TABS_LIST_CLASSES } from "./tabs-styles";

/**
 * Views of one page kept in the URL (`?view=…`), drawn as tabs but made of
 * links: each can be opened in a new tab or shared, the current one is
 * `aria-current="page"`, and the page's other URL state (filters) is kept.
 * `views[0]` is the default view, which leaves `view` out of the URL.
 */
export function ViewNav<V extends string>({
  label,
  views,
  current,
  className,
}: {
  /** the navigation's accessible name, e.g. "Email log views" */
  label: string;
  views: readonly { value: V; label: React.ReactNode }[];
  current: V;
  className?: string;
}) {
  const pathname = usePathname();
  const params = useSearchParams();
  const href = (value: V) => {
    const next = new URLSearchParams(params);
    if (value === views[0]?.value) next.delete("view");
    else next.set("view", value);
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  return (
    <nav aria-label={label} className={cn(TABS_LIST_CLASSES, className)}>
      {views.map((v) => (
        <Link
          key={v.value}
          href={href(v.value)}
          replace
          scroll={false}
          prefetch={false}
          aria-current={v.value === current ? "page" : undefined}
          data-state={v.value === current ? "active" : "inactive"}
          className={TAB_CLASSES}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  );
}
