import { SearchIcon } from "lucide-react";
import type * as React from "react";

import { Input } from "@/components/ui/input";

/** A search box of a list's filters: `type="search"` with a magnifier inside. */
export function SearchInput(props: Omit<React.ComponentProps<typeof Input>, "type">) {
  return (
    <div className="relative">
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input type="search" {...props} className="pl-8" />
    </div>
  );
}
