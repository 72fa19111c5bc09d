"use client";

import { SearchIcon } from "lucide-react";
import type * as React from "react";
import { useLayoutEffect, useRef } from "react";

import { Input } from "@/components/ui/input";

type Props = Omit<React.ComponentProps<typeof Input>, "type" | "ref">;

/** A search box of a list's filters: `type="search"` with a magnifier inside. */
export function SearchInput(props: Props) {
  const ref = useRef<HTMLInputElement>(null);
  const first = useRef(props);
  // What is typed before the page's script runs is the browser's alone, and the next
  // render would put the state's value back: once hydrated, it is taken as typed.
  useLayoutEffect(() => {
    const { value, defaultValue, onChange } = first.current;
    const el = ref.current;
    if (el && onChange && el.value !== String(value ?? defaultValue ?? ""))
      onChange({ target: el, currentTarget: el } as React.ChangeEvent<HTMLInputElement>);
  }, []);
  return (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input ref={ref} type="search" {...props} className="pl-8" />
    </div>
  );
}
