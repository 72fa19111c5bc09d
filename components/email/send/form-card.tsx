import type { ReactNode } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** One of the send form's cards: an optional title over its fields. */
export function FormCard({
  title,
  className,
  children,
}: {
  title?: string;
  /** classes of the card's content (its layout) */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4 py-5">
      {title && (
        <CardHeader className="px-5">
          <CardTitle className="text-base">{title}</CardTitle>
        </CardHeader>
      )}
      <CardContent className={cn(className, "px-5")}>{children}</CardContent>
    </Card>
  );
}
