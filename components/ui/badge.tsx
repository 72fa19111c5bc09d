import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import * as React from "react";

import { cn } from "@/lib/utils";

import { statusText } from "./status-text";

// Status tones tint the background with their token and colour the text with
// statusText (the token mixed with the foreground), so it reads in both themes.
const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "text-foreground",
        success: ["border-status-success/30 bg-status-success/10", statusText.success],
        warning: ["border-status-warning/30 bg-status-warning/10", statusText.warning],
        danger: ["border-status-danger/30 bg-status-danger/10", statusText.danger],
        info: ["border-status-info/30 bg-status-info/10", statusText.info],
        neutral: ["border-status-neutral/30 bg-status-neutral/10", statusText.neutral],
      },
    },
    defaultVariants: { variant: "secondary" },
  },
);

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}

export { Badge, badgeVariants };
