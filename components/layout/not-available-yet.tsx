import { ArrowLeftIcon, ConstructionIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** Placeholder for a section that is planned but not built yet. */
export function NotAvailableYet({
  title,
  description,
  backLink = true,
}: {
  title: string;
  description: string;
  /** Off on the overview itself. */
  backLink?: boolean;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Card className="max-w-2xl py-5 sm:py-6">
        <CardContent className="flex flex-col gap-4 px-5 sm:flex-row sm:px-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-status-warning/15 text-[color-mix(in_oklch,var(--status-warning),var(--foreground)_40%)]">
            <ConstructionIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex flex-col items-start gap-4">
            <div className="space-y-1.5">
              <h2 className="leading-snug font-semibold">This section is not available yet</h2>
              <p className="text-sm text-muted-foreground">
                {title} is being built and will appear here soon. Everything else in the console
                keeps working in the meantime.
              </p>
            </div>
            {backLink && (
              <Button asChild variant="outline" size="sm">
                <Link href="/">
                  <ArrowLeftIcon aria-hidden="true" />
                  Back to the overview
                </Link>
              </Button>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
